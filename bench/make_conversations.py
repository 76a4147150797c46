"""Generate the conversational retrieval benchmark (issue 13): long multi-session chats between two
people, with questions whose evidence is one or more turns, in four categories:

  single-hop   one fact said in one turn ("What is Maya's dog called?")
  multi-hop    facts from several turns, often in different sessions ("Which hobbies has Maya tried?",
               "Where does the friend Maya met at pottery class work?")
  temporal     when something happened ("When did Maya adopt her dog?"; the answer is the session's
               date plus the turn's "last week")
  open-domain  the fact plus world knowledge ("Could Maya accompany a sing-along at a campfire?")

Deterministic (seeded `random.Random`), no model, nothing downloaded. Written for this project; the
layout is our own (not any public benchmark's), and no public benchmark is used for tuning.

Many facts are told over three turns, as people do: a teaser by the speaker ("Guess what I did last
week?"), a reply by the other person, then the reveal ("We adopted a beagle, his name is Pepper!"). The
evidence is the reveal; the question's wording ("adopt") is often only in the teaser, so a turn read
without its neighbours does not answer it. Filler turns mention the same topics without the fact, so
words alone do not find the evidence either.

    python bench/make_conversations.py   # writes bench/data/conversations.json
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "data" / "conversations.json"
SEED = 13


@dataclass(frozen=True)
class Kind:
    """One kind of fact: how it is told and what can be asked about it. `{s}` is the speaker, `{v}` the value,
    `{w}` the time phrase ("last week"); `teaser` empty: the fact is told in one turn."""

    name: str
    values: tuple[str, ...]
    teaser: str
    reveal: str
    single: str
    temporal: str
    open_q: str
    distractor: str  # a filler turn on the same topic, without the fact


KINDS: tuple[Kind, ...] = (
    Kind("pet", ("a beagle called Pepper", "a grey cat called Miso", "a rescue greyhound called Dash",
                 "two rabbits called Bean and Pod", "a parrot called Kiwi", "a tabby cat called Biscuit"),
         "Guess what we brought home {w}?", "We adopted {v}! The flat is chaos now.",
         "What pet did {s} adopt, and what is it called?", "When did {s} adopt a pet?",
         "Does {s} have to think about someone feeding an animal when travelling?",
         "My neighbour's dog barked the whole night again."),
    Kind("job", ("a junior architect at Atelier Nord", "a nurse on the paediatric ward at St. Mary's",
                 "a data analyst at a shipping company", "a sous-chef at a tapas bar",
                 "a maths teacher at Lakeside School",
                 "a park ranger in the national forest"),
         "So I have news about work, {w} I signed the contract.", "I start as {v}. Finally!",
         "What new job did {s} get?", "When did {s} sign the contract for the new job?",
         "Would {s} likely need a professional qualification for the new role?",
         "Work was so boring today, I counted the ceiling tiles."),
    Kind("instrument", ("cello", "ukulele", "piano", "saxophone", "drums", "violin"),
         "I finally started lessons {w}, something I wanted for years.", "The {v}! My teacher says I have good rhythm.",
         "Which instrument is {s} learning?", "When did {s} start music lessons?",
         "Could {s} play at a friend's wedding reception someday?",
         "I heard a street musician near the station, really good."),
    Kind("trip", ("Kyoto", "Lisbon", "Reykjavik", "Marrakech", "Vancouver", "Tallinn"),
         "", "I just got back from {v} {w}, I'm still jet-lagged and full of stories.",
         "Which city did {s} travel to?", "When did {s} come back from the trip?",
         "Which country did {s} visit?", "I keep looking at flight prices and closing the tab."),
    Kind("book", ("'The Left Hand of Darkness'", "'Piranesi'", "'A Gentleman in Moscow'", "'The Overstory'",
                  "'Klara and the Sun'", "'Middlemarch'"),
         "", "I finished {v} {w}, I couldn't put it down.", "Which book did {s} finish reading?",
         "When did {s} finish that book?", "Who wrote the novel {s} couldn't put down?",
         "I bought three books at the fair and haven't opened one."),
    Kind("sport", ("a half marathon", "a 40 km cycling race", "an open-water swim across the lake",
                   "a bouldering competition", "a 10 km trail run", "a rowing regatta"),
         "I did something a bit crazy {w}.", "I took part in {v}, and I finished!",
         "What race or competition did {s} take part in?", "When did {s} do the competition?",
         "Does {s} do endurance sports?", "My legs hurt just from climbing the stairs at work."),
    Kind("move", ("a flat near the river in the old town", "a house with a garden on the edge of town",
                  "a tiny studio above a bakery", "a shared flat with two students", "a cottage by the coast",
                  "a loft in the former factory district"),
         "Big change: {w} we got the keys.", "We moved into {v}. Boxes everywhere.",
         "Where did {s} move to?", "When did {s} move house?",
         "Would {s} need to register a new address with the authorities?",
         "Moving house is the worst, I helped my cousin once and never again."),
    Kind("food", ("making fresh pasta", "baking sourdough", "fermenting kimchi", "making dumplings from scratch",
                  "smoking fish", "making ramen broth"),
         "I've got a new kitchen obsession since {w}.", "It's {v}. My family is my test panel.",
         "What is {s}'s new kitchen obsession?", "Since when has {s} had the new kitchen hobby?",
         "Which country's cuisine is {s}'s new kitchen hobby most associated with?",
         "We ordered pizza again, I'm too tired to cook."),
    Kind("friend", ("Sofia", "Tomasz", "Aiyana", "Kenji", "Lucia", "Oskar"),
         "I met someone really nice at my pottery class {w}.", "Her name is {v}, we had coffee after class.",
         "Whom did {s} meet at the pottery class?", "When did {s} meet the new friend from pottery class?",
         "Does {s} have a creative hobby that involves clay?", "The pottery class is full every week now."),
    Kind("health", ("a sprained ankle", "a broken wrist", "a bad back", "a torn ligament in my knee",
                    "a concussion from a bike fall", "tennis elbow"),
         "Ugh, I've been at the doctor's {w}.", "It's {v}, six weeks of rest they said.",
         "What injury did {s} have?", "When did {s} go to the doctor about the injury?",
         "Should {s} avoid heavy sports for a while?", "I really should get a check-up some day."),
    Kind("gift", ("a vintage record player", "a hand-knitted scarf", "a telescope", "a cookbook signed by the chef",
                  "a pair of hiking boots", "a watercolour set"),
         "My birthday was {w}, and my sister surprised me.", "She gave me {v}. I almost cried.",
         "What did {s}'s sister give {s} for the birthday?", "When was {s}'s birthday?",
         "What might {s} use the birthday present for?", "I never know what to buy people for birthdays."),
    Kind("volunteer", ("the food bank", "the animal shelter", "a reading club for kids", "the community garden",
                       "a repair café", "the river clean-up group"),
         "", "I started volunteering at {v} {w}, Saturdays from nine.",
         "Where does {s} volunteer?", "When did {s} start volunteering?",
         "Does {s} do unpaid community work?", "I wish I had more free time on weekends."),
)

PEOPLE = (("Maya", "Daniel"), ("Ines", "Kofi"), ("Hana", "Marek"), ("Leonie", "Arjun"), ("Rosa", "Yusuf"))
FILLERS = (
    "Haha, that sounds like you.", "How was your week otherwise?", "Not much new here, honestly.",
    "The weather has been awful, rain every day.", "Did you watch the match on Sunday?",
    "I need a holiday so badly.", "Oh nice! Tell me more next time.", "I'm so tired today, long day.",
    "Coffee this weekend?", "That reminds me, I still owe you lunch.", "Sorry for the late reply!",
    "My phone died twice today.", "We should plan something for the summer.", "Wow, really?",
)
REPLIES = ("No way, tell me!", "What?! Tell me everything.", "Go on...", "Okay, I'm curious.",
           "And? Don't keep me waiting!")
WHEN = ("last week", "on Saturday", "yesterday", "two weeks ago", "last weekend", "on Monday")
SESSIONS = 10
# multi-hop chains: the value of one fact names something a later turn tells more about
CHAIN = {"friend": ("{v} works as a vet, she told me the funniest stories about her clinic.",
                    "What does the friend {s} met at pottery class do for a living?"),
         "trip": ("The best thing in {v} was the food market near the harbour, I went three times.",
                  "What was the best thing about the city {s} travelled to?")}
LISTS = {"instrument": "Which instruments has {s} mentioned playing or learning?",
         "book": "Which books has {s} finished?",
         "sport": "Which races or competitions has {s} taken part in?"}


def _turn(conv: dict[str, Any], session: dict[str, Any], speaker: str, text: str) -> str:
    turn_id = f"{conv['id']}:S{session['number']}:T{len(session['turns']) + 1}"
    session["turns"].append({"id": turn_id, "speaker": speaker, "text": text})
    return turn_id


def conversation(number: int, rng: random.Random) -> dict[str, Any]:
    a, b = PEOPLE[number]
    conv: dict[str, Any] = {"id": f"c{number + 1}", "speakers": [a, b], "sessions": [], "questions": []}
    start = datetime(2025, 1, 6, 19, 0) + timedelta(days=17 * number)
    # the facts: each kind once per speaker; the list kinds a second and third time (multi-hop)
    plan: list[tuple[str, Kind, str]] = []
    for kind in KINDS:
        for speaker in (a, b):
            values = list(kind.values)
            rng.shuffle(values)
            count = 3 if kind.name in LISTS else 1
            plan += [(speaker, kind, value) for value in values[:count]]
    rng.shuffle(plan)
    per_session = -(-len(plan) // SESSIONS)
    told: dict[tuple[str, str], list[tuple[str, str, str]]] = {}  # (speaker, kind) -> [(value, turn id, when)]
    when_date: dict[str, str] = {}
    date = start
    for s in range(SESSIONS):
        date += timedelta(days=rng.choice((6, 9, 13, 20)) if s else 0)
        session: dict[str, Any] = {"number": s + 1, "date": date.strftime("%Y-%m-%dT%H:%M:00"), "turns": []}
        conv["sessions"].append(session)
        _turn(conv, session, a, rng.choice(("Hey! How are you?", "Hi! Long time no talk.", "Hey, got a minute?")))
        _turn(conv, session, b, rng.choice(FILLERS))
        for speaker, kind, value in plan[s * per_session:(s + 1) * per_session]:
            other = b if speaker == a else a
            when = rng.choice(WHEN)
            if rng.random() < 0.5:
                _turn(conv, session, rng.choice((a, b)), kind.distractor)
            if kind.teaser:
                _turn(conv, session, speaker, kind.teaser.format(w=when, s=speaker))
                _turn(conv, session, other, rng.choice(REPLIES))
            turn_id = _turn(conv, session, speaker, kind.reveal.format(v=value, w=when, s=speaker))
            told.setdefault((speaker, kind.name), []).append((value, turn_id, when))
            when_date[turn_id] = f"{when} (said on {date:%d %B %Y})"
            _turn(conv, session, other, rng.choice(FILLERS))
            if kind.name in CHAIN and rng.random() < 0.9 and (speaker, kind.name) not in _chained(conv):
                _turn(conv, session, other, rng.choice(FILLERS))
                chained = _turn(conv, session, speaker, CHAIN[kind.name][0].format(v=value.strip("'")))
                conv.setdefault("_chains", []).append((speaker, kind.name, turn_id, chained))
        _turn(conv, session, b, rng.choice(("Talk soon!", "Bye, take care!", "See you!")))
    questions: list[dict[str, Any]] = []

    def ask(category: str, question: str, evidence: list[str], answer: str) -> None:
        questions.append({"id": f"{conv['id']}-q{len(questions) + 1:03d}", "category": category,
                          "question": question, "evidence": evidence, "answer": answer})

    for (speaker, name), items in told.items():
        kind = next(k for k in KINDS if k.name == name)
        if name in LISTS:  # told three times: asked about all of them
            ask("multi-hop", LISTS[name].format(s=speaker), [t for _v, t, _w in items],
                ", ".join(v for v, _t, _w in items))
            continue
        value, turn_id, _when = items[0]
        ask("single-hop", kind.single.format(s=speaker), [turn_id], value)
        ask("temporal", kind.temporal.format(s=speaker), [turn_id], when_date[turn_id])
        ask("open-domain", kind.open_q.format(s=speaker), [turn_id], value)
    for speaker, name, first, second in conv.pop("_chains", []):
        ask("multi-hop", CHAIN[name][1].format(s=speaker), [first, second], "")
    conv["questions"] = questions
    return conv


def _chained(conv: dict[str, Any]) -> set[tuple[str, str]]:
    return {(s, n) for s, n, _f, _t in conv.get("_chains", [])}


def generate(seed: int = SEED) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    return [conversation(i, rng) for i in range(len(PEOPLE))]


def main() -> None:
    data = generate()
    OUT.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    turns = sum(len(s["turns"]) for c in data for s in c["sessions"])
    print(f"{OUT}: {len(data)} conversations, {turns} turns, {sum(len(c['questions']) for c in data)} questions")


if __name__ == "__main__":
    main()
