"""Names and tags for the original corpus (bench/data/snippets.json, an MSc student in London).

The captures were written for issue 3; these reference names were added later by reading them, as
the student would label the work. Tags are per sub-topic (every capture of a sub-topic may carry
them), so recall on this corpus is measured against a coarser reference than on the others.
"""

PERSONA = "MSc student in London: job hunt, thesis literature review, a Lisbon weekend, a new laptop"
APP_WORDS = {"firefox", "mozilla", "code", "evince", "slack", "thunderbird", "obsidian", "signal", "chromium",
             "otta", "arxiv", "greenhouse", "flytap", "geekbench", "docs", "google", "openai", "ashbyhq",
             "leetcode", "ycombinator", "openreview", "psref", "crucial", "aerlingus", "airbnb", "apple", "asus",
             "backmarket", "booking", "glassdoor", "levels", "linkedin", "notebookcheck", "reddit", "rtings",
             "ryanair", "semanticscholar", "skyscanner", "timeout", "visitlisboa", "youtube", "lenovo", "pdf"}

TASK_NAMES = {
    "career": ("Job applications", "job hunt", "job search", "career", "ML engineer jobs", "Kestrel", "Tessera"),
    "research": ("Thesis literature review", "thesis", "research", "memory", "agents", "papers"),
    "trip": ("Lisbon trip", "Lisbon", "weekend", "travel", "holiday"),
    "laptop": ("New laptop", "laptop", "laptop comparison", "Framework", "ThinkPad", "notebook"),
}
SUB_NAMES = {
    "career/resume": ("CV", "resume", "curriculum vitae", "cover letter"),
    "career/job_postings": ("Job postings", "openings", "vacancies", "roles", "positions", "engineer"),
    "career/interview_prep": ("Interview prep", "interview", "onsite", "system design", "leetcode"),
    "career/salary": ("Salary", "pay", "compensation", "offer", "relocation"),
    "research/retrieval_papers": ("Retrieval papers", "retrieval", "memory architectures", "MemGPT", "RAG"),
    "research/evaluation": ("Evaluation", "benchmarks", "metrics", "recall", "eval"),
    "research/related_work": ("Related work", "survey", "chapter", "citations", "draft"),
    "trip/flights": ("Flights", "flight", "airline", "fares"),
    "trip/accommodation": ("Accommodation", "hotel", "apartment", "stay", "room"),
    "trip/itinerary": ("Itinerary", "sightseeing", "things to do", "Alfama", "restaurants", "tram", "museum"),
    "laptop/specs": ("Specs", "specifications", "RAM", "battery", "CPU", "display"),
    "laptop/reviews": ("Reviews", "review", "verdict", "opinions", "Reddit threads"),
    "laptop/prices": ("Prices", "price", "deal", "discount", "cost", "refurbished"),
}
SUB_TAGS = {
    "career/resume": ("career", "jobsearch", "resume"),
    "career/job_postings": ("career", "jobsearch", "application"),
    "career/interview_prep": ("career", "jobsearch", "interview"),
    "career/salary": ("career", "jobsearch", "salary"),
    "research/retrieval_papers": ("research", "literature", "paper"),
    "research/evaluation": ("research", "methods", "experiment", "dataset", "paper"),
    "research/related_work": ("research", "literature", "paper", "citation", "survey", "writing", "thesis", "draft"),
    "trip/flights": ("planning", "travel", "flight"),
    "trip/accommodation": ("planning", "travel", "hotel"),
    "trip/itinerary": ("planning", "travel", "itinerary", "reservation"),
    "laptop/specs": ("shopping", "electronics", "laptop", "specs", "comparison"),
    "laptop/reviews": ("shopping", "electronics", "laptop", "reviews", "comparison"),
    "laptop/prices": ("shopping", "electronics", "laptop", "price", "comparison"),
}
