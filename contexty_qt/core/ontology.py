"""The tag ontology (CAIM-2): category > subcategory > attribute, each a single lowercase word.

Card analysis picks tags from it, so the same topic gets the same tag across cards, and extends it
only when nothing fits (at most a couple of new words per capture, under an existing parent).

Stored as the `tag_ontology` table of the data dir's database rather than a JSON file: it then
shares the database's transactions (an analysis that adds a tag commits the tag and the card
together), its backups and its WAL-based sharing between the GUI and `contexty jobs run`.
Names are unique across the whole ontology, so a tag on a card always names exactly one node.
Each node has optional keywords (synonyms) that the offline analyzer matches in captured text.
"""

from __future__ import annotations

import json
import logging
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from contexty_qt.core.errors import InvalidInputError, NotFoundError
from contexty_qt.core.model import Origin, utcnow
from contexty_qt.core.store import Store, to_db_time

log = logging.getLogger("contexty.ontology")

MAX_TAG_CHARS = 32
MAX_DEPTH = 3  # category > subcategory > attribute
LEVELS = ("category", "subcategory", "attribute")
MAX_AI_NODES = 300  # the model may extend the ontology, not grow it without bound

# The seed: two-space indentation per level, "name: keyword, keyword". Covers the kinds of tasks of
# the Contexty study (career, research, everyday planning, product comparison) and everyday work.
DEFAULT_ONTOLOGY = """
career: job, jobs, employer, employment, hiring, career
  jobsearch: vacancy, vacancies, posting, opening, openings, apply, applying, recruiter, recruiting
    resume: cv, résumé, curriculum
    interview: interviews, interviewing, interviewer
    application: applications, applicant, cover
    salary: compensation, pay, wage, benefits, offer
  development: promotion, mentor, mentoring, growth
    skills: skill, competency, competencies, proficiency
    networking: linkedin, referral, referrals, contacts
    portfolio: showcase
research: research, researcher, academic, scholar, science, scientific
  literature: bibliography, reading, related
    paper: papers, article, articles, arxiv, preprint, journal, proceedings
    citation: cite, citations, references, bibtex, doi
    survey: overview, review
  methods: method, methodology, approach
    experiment: experiments, trial, ablation, evaluation
    dataset: datasets, corpus, benchmark
    statistics: statistical, regression, significance, anova
  writing: manuscript, writing
    draft: drafts, outline
    thesis: dissertation, advisor, committee
    submission: submit, conference, venue, camera
planning: plan, plans, planning, organize, organise, schedule
  travel: trip, trips, vacation, holiday, travelling, traveling
    flight: flights, airline, airport, boarding
    hotel: hotels, accommodation, airbnb, hostel, lodging
    itinerary: route, sightseeing, destination, tour
    visa: passport, embassy
  events: event, party, wedding, birthday, celebration
    meeting: meetings, agenda, zoom, call
    deadline: deadlines, due
    reservation: reservations, reserve, restaurant, booking
  household: home, house, apartment, chores, family
    groceries: grocery, supermarket
    recipe: recipes, cooking, ingredients, meal, dinner
    rent: lease, landlord, mortgage, moving
shopping: buy, buying, purchase, shop, store, product, products
  comparison: compare, comparing, versus, vs, alternative, alternatives, options
    price: prices, cost, costs, cheap, expensive, discount, deal, budget
    specs: spec, specification, specifications, features, performance, battery, storage, ram, cpu
    reviews: rating, ratings, stars, opinion, opinions, pros, cons
    warranty: guarantee, return, returns, refund
  electronics: gadget, gadgets, device, devices
    laptop: laptops, notebook, macbook, thinkpad, ultrabook
    phone: phones, smartphone, iphone, android, pixel
    headphones: earbuds, headset, earphones
    camera: cameras, lens, lenses, mirrorless
software: software, programming, developer, engineering, code
  coding: repository, github, commit, source, function, python
    bug: bugs, error, errors, exception, crash, traceback, stacktrace
    api: apis, endpoint, endpoints, sdk
    library: libraries, package, packages, dependency, framework
  operations: devops, deploy, deployment, server, servers, infrastructure
    config: configuration, settings, yaml, environment
learning: learn, learning, education, tutorial, study
  course: courses, class, lecture, lectures, lesson, syllabus
    exercise: exercises, homework, assignment, practice
    exam: exams, quiz, grade, grades
  books: book, chapter, novel, author
finance: money, financial, bank, banking
  spending: expense, expenses, receipt, bill, bills
    invoice: invoices, billing, payment, payments
    tax: taxes, deduction, irs
  income: earnings, paycheck, revenue
    funding: grant, grants, scholarship, fellowship, sponsor
  investing: invest, investment, investments, stocks, fund, funds
health: health, medical, wellbeing
  fitness: exercise, workout, gym, running, sport
  care: doctor, appointment, clinic, symptoms, prescription, therapy
communication: message, messages, chat, conversation
  email: emails, inbox, mail, gmail, outlook, reply
  social: twitter, reddit, forum, post, posts
news: news, headline, headlines, politics, report
"""


@dataclass(frozen=True)
class TagNode:
    id: int
    name: str
    parent_id: int | None
    keywords: tuple[str, ...] = ()
    created_by: Origin = Origin.USER
    depth: int = 1  # 1 category, 2 subcategory, 3 attribute

    @property
    def level(self) -> str:
        return LEVELS[min(self.depth, MAX_DEPTH) - 1]


def normalize_tag(text: str) -> str:
    """One lowercase word: "#Job Search" -> "job-search"; "" when nothing word-like is left."""
    value = unicodedata.normalize("NFKC", text).strip().lower().strip("#.,;:!?\"'`()[]{}")
    value = re.sub(r"[\s_/]+", "-", value)
    value = re.sub(r"[^\w-]", "", value)
    value = re.sub(r"-{2,}", "-", value).strip("-")
    return value[:MAX_TAG_CHARS].rstrip("-")


def words(text: str) -> list[str]:
    return re.findall(r"[^\W_]+", text.lower())


def parse_outline(outline: str) -> list[tuple[int, str, list[str]]]:
    """(depth, name, keywords) rows of an indented outline like DEFAULT_ONTOLOGY."""
    rows: list[tuple[int, str, list[str]]] = []
    for line in outline.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        indent = len(line) - len(line.lstrip(" "))
        name, _, rest = line.strip().partition(":")
        keywords = [k for k in (normalize_tag(p) for p in rest.split(",")) if k]
        rows.append((indent // 2 + 1, normalize_tag(name), keywords))
    return rows


class Ontology:
    """The ontology of one data dir. Cheap to create; reads go to the database each time."""

    def __init__(self, store: Store) -> None:
        self.store = store

    # ---- reading -----------------------------------------------------------------------------
    def nodes(self) -> list[TagNode]:
        self.ensure_seeded()
        rows = self.store.query("SELECT id, parent_id, name, keywords, created_by FROM tag_ontology ORDER BY id")
        parents = {int(r["id"]): r["parent_id"] for r in rows}
        nodes = []
        for r in rows:
            depth, cursor = 1, r["parent_id"]
            while cursor is not None and depth <= MAX_DEPTH:
                depth, cursor = depth + 1, parents.get(cursor)
            nodes.append(TagNode(int(r["id"]), str(r["name"]), r["parent_id"],
                                 tuple(json.loads(r["keywords"])), Origin(r["created_by"]), depth))
        return nodes

    def names(self) -> set[str]:
        return {n.name for n in self.nodes()}

    def get(self, name: str) -> TagNode | None:
        wanted = normalize_tag(name)
        return next((n for n in self.nodes() if n.name == wanted), None)

    def require(self, name: str) -> TagNode:
        node = self.get(name)
        if node is None:
            raise NotFoundError(f"There is no tag “{name}” in the ontology.")
        return node

    def path(self, name: str) -> list[str]:
        """Names from the category down to `name`: ["career", "jobsearch", "resume"]."""
        by_id = {n.id: n for n in self.nodes()}
        node = next((n for n in by_id.values() if n.name == normalize_tag(name)), None)
        chain: list[str] = []
        while node is not None and len(chain) <= MAX_DEPTH:
            chain.insert(0, node.name)
            node = by_id.get(node.parent_id) if node.parent_id is not None else None
        return chain

    def children(self, name: str | None) -> list[TagNode]:
        nodes = self.nodes()
        parent_id = None if name is None else self.require(name).id
        return [n for n in nodes if n.parent_id == parent_id]

    def describe(self) -> str:
        """A compact outline for prompts: one line per category or subcategory."""
        nodes = self.nodes()
        kids: dict[int | None, list[TagNode]] = {}
        for node in nodes:
            kids.setdefault(node.parent_id, []).append(node)
        lines = []
        for category in kids.get(None, []):
            subs = kids.get(category.id, [])
            if not subs:
                lines.append(category.name)
            for sub in subs:
                attrs = ", ".join(a.name for a in kids.get(sub.id, []))
                lines.append(f"{category.name} > {sub.name}" + (f": {attrs}" if attrs else ""))
        return "\n".join(lines)

    # ---- picking tags ------------------------------------------------------------------------
    def match(self, text: str, limit: int = 4) -> list[str]:
        """Offline tagging: nodes whose name or keywords occur in `text`, most specific and most
        frequent first, plus the category of the best match so related cards share a broad tag."""
        counts = Counter(_stem(w) for w in words(text))
        if not counts:
            return []
        nodes = self.nodes()
        by_id = {n.id: n for n in nodes}
        scored: list[tuple[float, TagNode]] = []
        for node in nodes:
            terms = {_stem(node.name), *(_stem(k) for k in node.keywords)}
            hits = sum(counts[t] for t in terms if t)
            if hits:
                scored.append((hits + 0.25 * node.depth, node))
        scored.sort(key=lambda item: (-item[0], item[1].id))
        picked: list[str] = []
        for _score, node in scored:
            if len(picked) >= limit:
                break
            if node.name not in picked:
                picked.append(node.name)
        if scored:
            root = scored[0][1]
            while root.parent_id is not None and root.parent_id in by_id:
                root = by_id[root.parent_id]
            if root.name not in picked:
                picked = [*picked[: limit - 1], root.name] if len(picked) >= limit else [*picked, root.name]
        return picked

    def resolve(self, tags: Sequence[str], proposals: Iterable[tuple[str, str]] = (), *,
                origin: Origin = Origin.AI, max_new: int = 2) -> list[str]:
        """Turn a model's tags into ontology tags.

        Known tags are kept; a tag that is a keyword of a node becomes that node ("cv" -> "resume");
        proposed new tags (tag, parent) are added under an existing parent, at most `max_new` per
        call; anything else is dropped, which is what keeps the tags consistent.
        """
        nodes = self.nodes()
        names = {n.name for n in nodes}
        keyword_of: dict[str, str] = {}
        for node in nodes:
            for keyword in node.keywords:
                keyword_of.setdefault(keyword, node.name)
        out: list[str] = []
        proposed = {normalize_tag(t): normalize_tag(p) for t, p in proposals}
        added = 0
        ai_nodes = sum(1 for n in nodes if n.created_by is Origin.AI)
        for raw in [*tags, *(t for t in proposed if t not in tags)]:
            tag = normalize_tag(raw)
            if not tag:
                continue
            if tag in names:
                chosen = tag
            elif tag in keyword_of:
                chosen = keyword_of[tag]
            elif tag in proposed and added < max_new and ai_nodes + added < MAX_AI_NODES:
                parent = proposed[tag]
                try:
                    self.add(tag, parent=parent or None, origin=origin)
                except (InvalidInputError, NotFoundError) as exc:
                    log.debug("not adding proposed tag %r under %r: %s", tag, parent, exc)  # tags name captured topics
                    continue
                names.add(tag)
                added += 1
                chosen = tag
            else:
                continue
            if chosen not in out:
                out.append(chosen)
        return out

    # ---- editing -----------------------------------------------------------------------------
    def add(self, name: str, parent: str | None = None, keywords: Iterable[str] = (),
            origin: Origin = Origin.USER) -> TagNode:
        with self.store.transaction() as db:
            tag, parent_node = self.check_add(name, parent)
            cursor = db.execute(
                "INSERT INTO tag_ontology (parent_id, name, keywords, created_by, created_at) VALUES (?, ?, ?, ?, ?)",
                (parent_node.id if parent_node else None, tag, keywords_json(keywords), origin.value,
                 to_db_time(utcnow())),
            )
        log.debug("ontology: %s added “%s” under “%s”", origin.value, tag, parent_node.name if parent_node else "-")
        return TagNode(int(cursor.lastrowid or 0), tag, parent_node.id if parent_node else None,
                       tuple(clean_keywords(keywords)), origin, parent_node.depth + 1 if parent_node else 1)

    # validation shared with the undoable edits of the tag manager (core/tags.py)
    def check_add(self, name: str, parent: str | None) -> tuple[str, TagNode | None]:
        tag = _valid_name(name)
        parent_node = self.require(parent) if parent else None
        if parent_node is not None and parent_node.depth >= MAX_DEPTH:
            raise InvalidInputError(
                f"“{parent_node.name}” is an attribute; tags go at most three levels deep "
                f"(category > subcategory > attribute)."
            )
        if self.get(tag) is not None:
            raise InvalidInputError(f"The tag “{tag}” already exists.")
        return tag, parent_node

    def check_rename(self, name: str, new_name: str) -> tuple[TagNode, str]:
        node = self.require(name)
        tag = _valid_name(new_name)
        if tag != node.name and self.get(tag) is not None:
            raise InvalidInputError(f"The tag “{tag}” already exists.")
        return node, tag

    def check_move(self, name: str, parent: str | None) -> tuple[TagNode, TagNode | None]:
        node = self.require(name)
        parent_node = self.require(parent) if parent else None
        if parent_node is not None:
            if node.name in self.path(parent_node.name):
                raise InvalidInputError(f"“{node.name}” cannot go under itself or one of its own tags.")
            if parent_node.depth + self._height(node) > MAX_DEPTH:
                raise InvalidInputError("Tags go at most three levels deep (category > subcategory > attribute).")
        return node, parent_node

    def rename(self, name: str, new_name: str) -> None:
        node, tag = self.check_rename(name, new_name)
        with self.store.transaction() as db:
            db.execute("UPDATE tag_ontology SET name = ? WHERE id = ?", (tag, node.id))

    def set_keywords(self, name: str, keywords: Iterable[str]) -> None:
        node = self.require(name)
        with self.store.transaction() as db:
            db.execute("UPDATE tag_ontology SET keywords = ? WHERE id = ?", (keywords_json(keywords), node.id))

    def move(self, name: str, parent: str | None) -> None:
        node, parent_node = self.check_move(name, parent)
        with self.store.transaction() as db:
            db.execute("UPDATE tag_ontology SET parent_id = ? WHERE id = ?",
                       (parent_node.id if parent_node else None, node.id))

    def remove(self, name: str) -> None:
        """Remove a tag; its children move up to its parent. Cards keep the word as a free tag."""
        node = self.require(name)
        with self.store.transaction() as db:
            db.execute("UPDATE tag_ontology SET parent_id = ? WHERE parent_id = ?", (node.parent_id, node.id))
            db.execute("DELETE FROM tag_ontology WHERE id = ?", (node.id,))

    def ensure_seeded(self) -> None:
        if self.store.query("SELECT 1 FROM tag_ontology LIMIT 1"):
            return
        self.load_outline(DEFAULT_ONTOLOGY, origin=Origin.IMPORT)

    def load_outline(self, outline: str, origin: Origin = Origin.IMPORT) -> int:
        """Add an indented outline's tags (existing names are left alone); returns how many were added."""
        stack: list[int] = []
        added = 0
        now = to_db_time(utcnow())
        with self.store.transaction() as db:
            for depth, name, keywords in parse_outline(outline):
                if not name or depth > MAX_DEPTH or depth > len(stack) + 1:
                    raise InvalidInputError(f"Bad ontology line for “{name}” (depth {depth}).")
                del stack[depth - 1:]
                row = db.execute("SELECT id FROM tag_ontology WHERE name = ?", (name,)).fetchone()
                if row is None:
                    cursor = db.execute(
                        "INSERT INTO tag_ontology (parent_id, name, keywords, created_by, created_at) "
                        "VALUES (?, ?, ?, ?, ?)",
                        (stack[-1] if stack else None, name, keywords_json(keywords), origin.value, now),
                    )
                    stack.append(int(cursor.lastrowid or 0))
                    added += 1
                else:
                    stack.append(int(row["id"]))
        return added

    def to_outline(self) -> str:
        nodes = self.nodes()
        kids: dict[int | None, list[TagNode]] = {}
        for node in nodes:
            kids.setdefault(node.parent_id, []).append(node)
        lines: list[str] = []

        def walk(parent: int | None, depth: int) -> None:
            for node in kids.get(parent, []):
                keywords = ", ".join(node.keywords)
                lines.append("  " * depth + node.name + (f": {keywords}" if keywords else ""))
                walk(node.id, depth + 1)

        walk(None, 0)
        return "\n".join(lines) + "\n"

    def _height(self, node: TagNode) -> int:
        below = [n for n in self.nodes() if n.parent_id == node.id]
        return 1 + max((self._height(n) for n in below), default=0)


# words that end in "s" without being a plural: folded, "news" met every "new" (a capture saying "new" was tagged news)
_NOT_PLURAL = frozenset("news series species politics physics economics mathematics ethics always perhaps".split())


def _stem(word: str) -> str:
    """A tiny plural folding so "papers" meets "paper" and "flights" meets "flight"."""
    if word in _NOT_PLURAL:
        return word
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def _valid_name(name: str) -> str:
    tag = normalize_tag(name)
    if not tag:
        raise InvalidInputError(f"“{name}” is not a usable tag: use a single word.")
    return tag


def clean_keywords(keywords: Iterable[str]) -> list[str]:
    out: list[str] = []
    for keyword in keywords:
        clean = normalize_tag(keyword)
        if clean and clean not in out:
            out.append(clean)
    return out[:50]


def keywords_json(keywords: Iterable[str]) -> str:
    return json.dumps(clean_keywords(keywords), ensure_ascii=False)
