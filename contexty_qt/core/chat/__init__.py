"""Chat grounded in the memory tree (issue 4): controller (CAIM-1), explicit references and retrieval
(CHAT-3/4), relevance filter (CAIM-4), context blocks (CHAT-5), streamed answers with citations (LTM-3),
chat exchanges stored as memories (CAP-7), threads (CHAT-2), refinement (LTM-4), preference probe (CHAT-6).

    service.ChatService     the orchestration, one call per question (runs on a worker thread)
    threads.ThreadStore     threads, messages, what each answer was given, running summaries
    context                 references, context items and their text blocks
    controller              the memory controller (model or heuristic)
    citations               [m12] parsing
    probe                   the preference probe's gates and log
    prompting / schemas     prompt rendering and validated model outputs
"""
