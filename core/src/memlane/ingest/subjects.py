"""Whom a clause is about, for the relation frames (ingest/frames.py).

First person is the speaker (the same rule as speaker attribution); a report ("Ana told me Ben
moved", "she says Ben lives in Porto now", "did you know Ben moved?") is about the person
reported on; "my brother lives in Rome" is about the brother, not the speaker, while "my manager
is Karen" is the speaker's own attribute; chat that drops "I" ("Moved to Leeds last month",
"Senior engineer now") is the speaker's; else a leading name that is someone known.

Across sentences of one turn: a "he"/"she" opening a sentence means whom the sentence before
named (``previous_subject``), and after meeting someone's relative a pronoun that is not the
relative's means that someone (``relative_met``, ``owner_meant``)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from .addresses import ADDRESS
from .dictionary import is_common_word
from .entities import entity_key
from .kin import KIN, kin_word, pronoun_of
from .temporal import MONTH
from .tense import IRREGULAR_PAST, past_form

PREVIOUS_SENTENCES = 2  # how far back a "he"/"she" opening a sentence looks for whom it means
APOS = "['\u2019]"
# "my wife Anjali's started ...": the name without its "'s" (has/is), which would make another entity
# "our family doctor", "my family car": the speaker's household's own, not a relative's
_FAMILY_THING = r"(?i:family (?:doctor|gp|dentist|vet|car|home|house|lawyer|solicitor|accountant|physician|practice|paediatrician|pediatrician|pharmacy|chemist|optician|bank|insurer|church|pet|dog|cat)\b)"
_KIN_ADJECTIVES = frozenset({"old", "good", "best", "close", "dear", "former"})
_MY_KIN = re.compile(rf"^(?i:my|our) (?:(?i:{'|'.join(sorted(_KIN_ADJECTIVES))}) )?(?!{_FAMILY_THING})(?i:{KIN})s?\b(?: (?P<name>[A-Z][\w-]+)(?:{APOS}s\b)?)?(?P<rest>.*)$")
# "my manager is Karen": the speaker's own relation (not a statement about the manager).
_IDENTITY = re.compile(r"^\s*(?:is|was) (?:called |named )?[A-Z]")
# The same of someone named: "Ottoline's brother quit Granitt", "Bjørn's landlord is Fjordbo".
_NAME_KIN = re.compile(
    rf"^(?P<name>[A-Z][\w-]+(?: [A-Z][\w-]+)?){APOS}s (?!{_FAMILY_THING})(?i:{KIN})s?\b(?: (?P<kin_name>[A-Z][\w-]+)(?:{APOS}s\b)?)?(?P<rest>.*)$"
)
# Who reports: a name, a name's relative ("Dario's mum"), a pronoun, or the speaker's relative.
_REPORTER = rf"(?:[A-Z][\w-]+(?:'[A-Z][\w-]*)?(?:{APOS}s [a-z]+)?|(?i:he|she|they)|(?i:my|his|her|their|our) [a-z]+(?: [A-Z][\w'-]+)?)"
REPORT = re.compile(
    rf"^(?:(?P<rep>{_REPORTER}) (?i:told me|tells me|says|said|mentioned|texted(?: me)?|wrote|let me know|informed me|"
    r"reckons|swears|confirmed|announced|posted|emailed(?: me)?|messaged(?: me)?|called to say|wrote to say|texted to say|"
    r"found out|learned|learnt|discovered|realised|realized|figured out)|"
    r"(?i:(?:i )?heard|i (?:hear|read|learned|found out|saw|was told|got told|noticed))(?: (?i:from|via|through) "
    rf"(?P<via>{_REPORTER}))?|(?i:apparently|rumou?r has it|word is|so i hear)|"
    r"(?i:according to) (?:(?P<src>[A-Z][\w'-]+)|(?i:the|an?|my|his|her|their|our) [\w' -]{1,40}?(?=,))|"
    r"(?i:(?:did you|have you|you) (?:hear|heard|know)|guess what|fun fact|news flash))"
    # "mentioned at rehearsal that ...", "said in the group chat that ...": where it was said
    r"(?: (?i:at|in|on|over|during|after|before|last) [\w' -]{1,30}?(?= (?i:that)\b))?"
    r"(?: (?i:that))?[,:]?\s+(?P<rest>.+)$",
)
# A time the clause opens with, before whom it is about: "from 1 July Rosalind moves to ...",
# "As of Monday, Priya leads ...", "Last week Ana moved ...", "Since the summer Kestrova is ...".
_LEADING_TIME = re.compile(
    r"^(?:(?i:yesterday|today|tomorrow)|(?:(?i:from|as of|since|starting|effective|on|in|by|last|this|next)\s+|(?=\d))"
    r"(?i:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?i:of\s+)?)?"
    rf"(?i:{MONTH}|(?:mon|tues|wednes|thurs|fri|satur|sun)day|week|month|year|\d{{4}}|spring|summer|autumn|winter|christmas|easter|new year)"
    r"(?:\s+\d{1,2}(?:st|nd|rd|th)?)?(?:\s+\d{4})?),?\s+(?=[A-Z])"
)
# A reason or a time told first, in a clause of its own: "Because the rent went up, Brisca
# moved to Hexbury", "After the divorce, Ana moved to Porto": the main clause says whom it is about.
# (Not "since": "Since June I am driving a Morvale, the Drayfield went for scrap" is a comma splice.)
_LEADING_REASON = re.compile(r"^(?i:because|now that|after|once)\s+[^,;:]{2,80}?,\s*(?=(?-i:[A-Z])|(?i:I|we|he|she|they|my|our)\b)")
# Who told it, said after it: "Lisabet joined Ollerby Striders, Lisabet told me", "..., she says".
# The "me" there is the listener, not whom the clause is about.
_SOURCE_AFTER = re.compile(
    r",\s*(?:(?-i:[A-Z])[\w'-]+|he|she|they)\s+(?:(?:told|tells|texted|messaged)\s+(?:me|us)(?:\s+\w+){0,2}|says|said|reckons|mentioned)\s*[.!]?$",
    re.I,
)
# The speaker's hedge around what is said of someone ("Ingeborg's with the dentist above the
# Co-op I think", "I reckon Tam's left"): the sentence stays about whom it names.
_HEDGE = re.compile(r",?\s+I (?:think|reckon|believe|guess|suppose)\s*[.!?]*$|^I (?:think|reckon|believe|guess|suppose),?\s+(?:that\s+)?(?=(?-i:[A-Z])[\w'-]+)", re.I)
OPENER = re.compile(r"^(?:actually|sorry|oh|well|anyway|btw|fyi|ok|okay|yeah|yes|wait|right|alright|heads up|quick update|update|correction|by the way|turns out|guess what|good news|big news)\b[,:]?\s+", re.I)
# Who someone is, said after their name: "Kelly from the other grooming place sold her Sprinter",
# "Jo from accounts has left" (up to the first verb of a past or present form)
_WHERE_FROM = re.compile(
    r"^(?P<name>[A-Z][\w-]+) (?:from|at|over at) (?:the |my |our |her |his )?[\w' -]{1,40}? "
    r"(?=(?:[a-z]+ed|sold|bought|got|left|has|had|is|was|just|went|took|gave|moved|switched|quit|started|joined)\b)"
)
_FIRST_PERSON_SUBJECT = re.compile(rf"\b(?:I|I{APOS}(?:m|ve|d|ll)|[Ww]e|[Ww]e{APOS}(?:re|ve|d|ll))\b")
_SAYS_WHO_IS_MINE = re.compile(rf"(?i:he|she)(?:{APOS}s| is| was)(?: been)? (?:\w+ )?(?i:my|our)\b")
_FIRST_PERSON = re.compile(rf"\b(?:I|I{APOS}(?:m|ve|d|ll)|me|my|mine|myself|meself|we|our|ours|us)\b", re.I)
# How the speaker feels about a relative's news ("my best mate's family moved to Leeds and I'm
# devastated"): the speaker is no subject of the change; what follows a comma is another clause.
_FEELING = re.compile(
    rf"\b(?:I|we)(?:{APOS}m|{APOS}re| am| are| was| were| feel| felt)(?: (?:\w+ly|so|really|actually|lowkey|kinda|kind of|a bit|well|proper|just))*"
    r" (?:devastated|gutted|heartbroken|sad|upset|happy|thrilled|excited|worried|proud|jealous|glad|relieved|shocked|miserable|lonely"
    r"|buzzing|delighted|crushed|annoyed|furious|over the moon)\b|[,;:!?\u2014].*$"
    rf"|\b(?:I|we)(?:{APOS}m|{APOS}re| am| are)\s*$",  # (cut before its "so": "... and I'm | so gutted")
    re.I,
)
# A subject is followed by its verb: "Ran into Dario's mum" starts with a verb, not a name
# ("Kit's a Brentford fan": its "is").
_LEADING_NAME = re.compile(
    rf"^(?P<name>[A-Z][\w-]+(?: [A-Z][\w-]+)?)(?:{APOS}s\s+(?=(?:a|an|the)\s)|(?:{APOS}s)?\s+(?!(?:into|onto|to|at|in|on|with|for|from|by|of|over|through|across|the|a|an)\b))(?P<verb>[a-z][\w'-]*)"
)
# Chat drops the first person: "New number: 0798 ...", "Moved to Leeds last month", "Got a
# new puppy". A clause that opens with a verb of change (or "new <thing>:") is the speaker's.
_ELLIPTIC = re.compile(
    r"^(?i:new|got|moved|started|switched|changed|quit|left|joined|bought|sold|adopted|graduated|retired|"
    r"relocated|transferred|swapped|traded)\b(?! (?:it|that|this|you|him|her|them)\b)"
)
# A clause that opens with a capitalised word, maybe a past verb (not an auxiliary: "Did you
# hear?", "Was great" are no dropped "I").
# (after an adverb, "just started at Tesco", or "been" with its verb: "been seeing someone new",
# or with a place: "Been in Wellington Central since the first of the month")
_PAST_LEAD = re.compile(
    r"^(?!(?i:did|was|were|had)\b)(?:(?i:just|finally|recently|officially|actually)\s+)?(?P<been>(?i:been)\s+(?=\w+ing\b|(?:in|at|with|on)\s+(?:the\s+)?[A-Z]))?(?P<verb>[A-Za-z][a-z]+)\b(?![\u2019'])"
)
# A change of the speaker's told as a thing done: "Leaving Infosys was good decision", "Moving to
# Graz was the best thing" (with the name, so the old or new value is read as after "I left").
_DONE_CHANGE = re.compile(
    r"^(?P<verb>(?i:leaving|quitting|selling|ditching|cancell?ing|moving to|switching to|changing to))\s+"
    r"(?P<what>(?:(?i:the|my|our) )?[A-Z][\w&'-]*(?: [A-Z][\w&'-]*)*)\s+(?i:was|has been|is|were)\b"
)
_DONE_AS_PAST = {"leaving": "left", "quitting": "quit", "selling": "sold", "ditching": "ditched", "cancelling": "cancelled",
                 "canceling": "cancelled", "moving to": "moved to", "switching to": "switched to", "changing to": "changed to"}  # fmt: skip
# "Doing the 6am classes at Fernleigh CrossFit", "Working for Ocado now": chat drops "I'm" too,
# where the clause names a place or an organisation ("Craving pierogi right now" is a mood); not
# a noun that ends in -ing ("Morning all", "Nothing new at Ocado").
_DOING_LEAD = re.compile(
    # "Still driving the old ute": "still" says it holds now, and the verb after it is lower-case
    r"^(?:(?P<still>(?i:still))\s+)?"
    r"(?!(?i:nothing|something|anything|everything|morning|evening|spring|king|thing|things|wedding|building|during|"
    r"pudding|clothing|bring|sing|ring|sling|sting|swing|string|wing|ceiling|feeling|being|raining|snowing|pouring|freezing|"
    r"boiling|amazing|interesting|exciting|boring|annoying|according|including|nothing)\b)(?P<verb>(?(still)[A-Za-z]|[A-Z])[a-z]+ing)\s+(?=[a-z])"
    # where or with whom ("at Fernleigh"), or said to hold now ("Cycling in every day now"; not
    # a mood of the moment: "Craving dumplings so badly right now")
    r"(?(still)|(?=.*\b(?:at|for|with|in|on|from)\s+(?:the\s+)?[A-Z]|.*\b(?:(?<!right )now|these days|nowadays|every day|daily)\b))"
)
# "Thinking of getting an electric car", "Hoping to move in spring": a plan with the "I'm" dropped
_PLAN_LEAD = re.compile(
    r"^(?:(?i:still|seriously|really|kinda|sort of)\s+)?(?i:thinking (?:of|about)|planning (?:to|on)|hoping (?:to|for)|considering|"
    r"tempted (?:to|by)|looking (?:at|into)|saving up for|dreaming of|toying with)\b"
)
THIRD_PRONOUN = re.compile(r"^(?:he|she|they)\b", re.I)
# "Spanish class is Wednesdays": the name modifies a noun ("class"), it is not who "is".
_MODIFIER = re.compile(r"^\s+(?:is|are|was|were)\b")
# A named value that ended, said of it: "Confluence is officially dead to us", "Barmer is
# finished", "Orion got axed at the exec review", "Testwise contract ended 30 Sept", "the Vodafone
# contract was over in May" (not "Summer is over"): what the speaker had is gone (they are "done
# with" it), not a statement about the thing.
DONE_WITH = "I am done with "  # how subject_of reads a value said to have ended (_VALUE_ENDED)
_VALUE_ENDED = re.compile(
    rf"^(?:(?i:the) )?(?:last |old )?(?P<name>[A-Z][\w&'-]*(?: [A-Z][\w&'-]*)*)"
    r"(?P<thing> (?:account|contract|subscription|membership|plan|deal|box|server|project|pod|team|card|policy|app))?"
    rf"(?:{APOS}s| is| was| has been| have been| got| just got| are| were)? (?:(?:officially|now|finally|basically|just|all|completely) )?"
    # (not "Rhi finished at St Mary's at Easter": she did)
    r"(?P<end>dead to (?:me|us|him|her|them)|finished(?! (?:at|with|up|off|work|school|uni|college|as)\b)|axed|cancell?ed|closed(?: down)?(?=\s*(?:$|[,.;:!?-]|(?:in|on|last|yesterday|after|earlier|recently|permanently|for good)\b))|dissolved|shut down|scrapped|killed|history|decommissioned|ended|expired|frozen|binned|over)\b"
)
# Something a named person has, said of them: "Wilfried's car is insured with Admiral", "Marit's
# dentist is Dr Hale", "Kit's new number's 0771 ...", "Xaviera's team builds on Jenkins": the
# owner's relation, as "my car is ..." is the speaker's.
_NAME_THING = re.compile(
    rf"^(?P<name>[A-Z][\w-]+(?: [A-Z][\w-]+)?){APOS}s (?:(?:new|old|current|usual|regular|main) )?[a-z][\w-]*(?: [a-z][\w-]*)?"
    rf"(?:\s+(?:is|are|was|has|have|finished|moved|switched|changed|(?!(?:is|was|has|this|as|us|bus|gas|plus|less)\b)[a-z]+s)\b|{APOS}s\s)"
)
# The speaker's people named only as company ("Awino's settled in Kisumu with our sister now",
# "Tom moved in with my parents"): the clause is still about the name that opens it.
_WITH_MINE = re.compile(r"\b(?i:with|alongside) (?i:my|our) (?:[\w'-]+ (?i:and|&) (?i:my|our) )?")
# ... or only as the object of what the name does: "Lorelei reports to me", "Kit sent us her new
# address" (not "Kit and me moved": a subject too)
_ME_AS_OBJECT = re.compile(r"\b(?i:me|us)\b")
_ME_AS_WELL = re.compile(r"\b(?i:and (?:me|us)|(?:me|us) and|(?:me|us) (?:too|both|all))\b")
# Chat names a state of the speaker's without "my": "the new flatmate is Dariush", "Spanish class
# is Thursdays at 7", "the landlord is Crestline now": a noun phrase, "is", then a name or a
# number. (With no name or number after it, "the weather is awful" states nothing of anyone.)
# (also "Budget code for the offsite is MKT-207", "Team travel goes on cost code CC-4410")
_UNOWNED_STATE = re.compile(
    r"^(?:the\s+)?(?:[A-Za-z][\w-]*\s+){1,3}?(?:(?:for|of)\s+(?:the\s+)?[\w-]+\s+)?(?:is|are|goes (?:on|to|through)|go (?:on|to|through))"
    r"(?:\s+now)?\s+(?:[\w'-]+\s+){0,4}?(?:[A-Z][\w'-]+|[£$€¥₹]?\d)"
)
# A phone number, e-mail or web address.
_CONTACT = re.compile(rf"{ADDRESS.pattern}|\+?\d[\d\s().-]{{6,}}\d")
# A clause that speaks of another person: a third-person pronoun or a possessive ("it's" is none).
OTHER_PERSON = re.compile(
    rf"\b(?:he|she|they|his|her|hers|their|him|them)\b|\b(?!(?:it|that|what|here|there|who|where){APOS}s)\w+{APOS}s\b", re.I
)
# "That email was wrong, it's irene.kos@...": contact details given ("is", "it's", ":") in a
# clause that names nobody else (no third person, no possessive, no "the office number") are
# the speaker's own.
_GIVEN_CONTACT = re.compile(rf"(?:\bis|{APOS}s|:|\bgoes to|\bgo to|\buse|\bat|\bon)\s+(?:now\s+)?(?:{_CONTACT.pattern})", re.I)
_SOMEONE_ELSE = re.compile(rf"{OTHER_PERSON.pattern}|\bthe\b", re.I)
# A noun phrase and "now" said alone: "Senior engineer now", "Team lead as of this month".
_WHERE = r"\s+(?:at|with|for|in|on)\s+[A-Z][\w&'-]*(?:\s+[A-Z&][\w&'-]*){0,2}"  # "at Marrowbone", "with Fjordbo Housing"
_TITLE_NOW = re.compile(r"^(?!.*\b(?:again|too|already|still|here|there|back|home|out|off|right) now\b)(?!\S+\s+(?:is|are|was|were|has|have|had|does|do|did|can|will)\b)[A-Za-z][\w-]*(?:(?:\s+[a-z][\w-]*){1,2}(?:" + _WHERE + r")?|" + _WHERE + r")\s+(?:now|as of (?:this|last) \w+|since (?:this|last) \w+|since [A-Z][a-z]+|since \d{4}|since the (?:start|beginning|first) of (?:the|this) \w+)\s*(?:[,.!]|$)")
_NAME_IS_AT = re.compile(rf"^(?P<name>[A-Z][\w-]+(?: [A-Z][\w-]+)?){APOS}s\s+(?:at|in|on|with|off|away|back|now|still|from|a|an|the)\s")
# Someone the speaker moved, enrolled or signed up is the one whose state changed.
_MOVED_SOMEONE = re.compile(
    r"^(?:[^:.!?]{1,40}:\s+)?"  # a note's label ("Carer note from today's visit: the clinic switched Teodor ...")
    # "We moved Amira to Oakfield", the plan "we're hoping to get Zayan into the grammar school",
    # and someone else's doing: "the clinic switched Teodor from warfarin to apixaban"
    # (chat drops the "I": "Took Zdenek off the on-call rotation")
    r"(?:(?:(?i:we|i|they)(?:['\u2019](?:ve|re|m)| have| are| am)?|(?i:the|his|her|their) [a-z][\w-]*(?: [a-z][\w-]*)?(?:['\u2019]s| has| have)?)"
    r"\s+(?:\w+\s+){0,2}?)?"
    r"(?i:mov(?:ed|e|ing)|enrol(?:led|ling|l)?|put(?:ting)?|g[eo]t(?:ting)?|sen(?:t|d|ding)|switch(?:ed|ing)?|transfer(?:red|ring)?|"
    r"register(?:ed|ing)?|sign(?:ed|ing)?|chang(?:ed|ing)|swapp(?:ed|ing)|promot(?:ed|ing)|(?:re)?assign(?:ed|ing)?|t(?:ook|aken|aking))\s+"
    # "moved Tiago's car insurance to Quillcover": Tiago's insurer changed
    r"(?P<name>[A-Z][\w-]+)(?:['\u2019]s(?: [a-z][\w-]*){1,3})?\s+(?i:to|at|into|in|up for|up with|onto|with|over to|from|off)\b"
)
# "We put our son in Farrowdale Preschool", "I've enrolled my daughter at ...": the speaker's
# child (or other relative) placed somewhere, a relation of that relative
_PLACED_KIN = re.compile(
    r"^(?i:we|i)(?:['\u2019](?:ve|re|m)| have| are| am)?\s+(?:\w+\s+){0,2}?"
    r"(?i:mov(?:ed|ing)|enrol(?:led|ling)|put(?:ting)?|sen(?:t|ding)|switch(?:ed|ing)|transfer(?:red|ring)|register(?:ed|ing)|signed)\s+"
    rf"(?i:my|our) (?P<kin>(?i:{KIN}))\s+(?:up\s+)?(?i:to|at|into|in|with|for)\b"
)
# A word that may follow a subject: a verb's shape or an auxiliary ("Malik moved", "Tara drives",
# "Wen made partner"), not a noun or a conjunction ("Pottery class", "Single and loving it").
_VERBISH = re.compile(
    rf"(?i:\w*[^\Ws]s|\w+(?:ed|ing)|{'|'.join(sorted(IRREGULAR_PAST))}|is|are|was|were|has|have|had|does|do|did|will|would|can|could|"
    r"should|might|must|may|gets|got)$"
)
_OTHERS_OWN = re.compile(r"^(?:her|his|their)\s+[a-z]", re.I)
# "their tonkotsu ramen is my favourite thing to eat now": what is the speaker's, said of theirs
_IS_MY = re.compile(r"\b(?:is|are)\s+(?:now\s+)?(?:my|our)\s", re.I)
_MET_VERB = (
    r"(?i:saw|met|ran into|bumped into|spoke to|spoke with|talked to|caught up with|chatted (?:to|with)|"
    r"had (?:a )?(?:coffee|lunch|dinner|drinks|a drink|a call) with|called|rang)"
)
MET = re.compile(rf"^{_MET_VERB} (?P<name>[A-Z][\w-]+)\b(?!['\u2019])")
# "Bumped into Ravindra's wife": a relative met; "she says he's left Deloitte" is Ravindra's news.
_MET_KIN = re.compile(rf"\b{_MET_VERB} (?P<owner>[A-Z][\w-]+){APOS}s (?P<kin>(?i:{KIN}))\b")
# "My sister bumped into Cos at a wedding": whom a relative of the speaker met.
_RELATIVE_MET = re.compile(rf"^(?i:my|our) (?P<kin>(?i:{KIN}))(?: (?i:just|finally|randomly|actually))? {_MET_VERB} (?P<name>[A-Z][\w-]+)\b(?!['\u2019])")
# Words that say nothing about a value: what is left after them is compared for "the same thing".
FUNCTION_WORDS = frozenset(
    ["the", "and", "but", "for", "with", "from", "into", "onto", "over", "under", "about", "after", "before", "then", "than", "that", "this", "these", "those", "there", "here", "they", "them", "their", "theirs", "something", "someone", "are", "was", "were", "been", "being", "have", "has", "had", "does", "did", "doing", "will", "would", "can", "could", "should", "might", "must", "not", "now", "new", "old", "just", "very", "some", "every", "all", "any", "each", "also", "too", "still", "again", "really", "got", "get", "gets", "getting", "one", "two", "three", "its", "it's", "into", "out", "off", "our", "your", "yours", "his", "her", "hers", "him", "she", "he", "who", "whom", "which", "what", "when", "where", "why", "how", "anymore", "any", "more", "much", "many", "most", "few", "lot", "lots"]
)
_NOT_NAMES = frozenset(
    ["i", "im", "ive", "id", "ill", "my", "we", "our", "the", "a", "an", "and", "but", "so", "or", "if", "when", "then", "there", "here", "this", "that", "these", "those", "it", "its", "he", "she", "they", "his", "her", "their", "big", "good", "great", "guess", "did", "have", "has", "had", "yes", "no", "oh", "well", "hey", "hi", "wow", "sorry", "actually", "apparently", "correction", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december", "today", "yesterday", "tomorrow", "tonight", "last", "next", "this", "turns", "maybe", "someday", "ok", "okay", "also", "now", "never", "always", "ever", "only", "even", "already", "probably", "definitely", "at", "in", "on", "to", "by", "of", "as"]
)


def is_name(word: str) -> bool:
    key = entity_key(re.sub(rf"{APOS}s$", "", word))
    # "Sundays", "Mondays": a plural of a day is a time, not a name.
    return key not in _NOT_NAMES and key.removesuffix("s") not in _NOT_NAMES and key not in FUNCTION_WORDS and len(key) > 1


# Articles of other languages: no English subject is followed by one ("Conduzco un Toyota").
_FOREIGN_ARTICLES = frozenset({"un", "una", "uno", "el", "los", "las", "la", "le", "les", "des", "der", "die", "das", "den", "dem",
                               "ein", "eine", "einen", "einem", "een", "het", "il", "gli", "lo"})  # fmt: skip


def opening_name(name: str, after: str) -> bool:
    """A capitalised word that opens a clause, followed by the word ``after``, is a name unless
    it is one common word not followed by a verb: "Pottery class every Thursday", "Senior
    associate no more", "First night in the new house" are no one; "Malik moved to Leeds",
    "Tara drives a Fiat" are someone, though the word list knows "malik" and "tara"."""
    word = name.strip()
    if " " in word:
        return True
    if after.casefold() in _FOREIGN_ARTICLES:
        return False  # "Conduzco un Toyota", "Fahre einen Golf": a verb of another language, then its object
    if not is_common_word(word) and word[-1:] == "s" and is_common_word(word[:-1]):
        # "Smells amazing every morning": a verb's -s form opens a clause that dropped its "it"
        # (an adjective in -ing after it); "Banks moved to Leeds" is someone
        return _VERBISH.match(after) is not None and not after.endswith("ing")
    return not is_common_word(word) or _VERBISH.match(after) is not None


def _ended_value(clause: str, known: frozenset[str] | None) -> str | None:
    """The named value ``clause`` says ended (``_VALUE_ENDED``): "over" only of a contract or an
    account ("Summer is over" is no value); a common word only when it is known to the fact."""
    ended = _VALUE_ENDED.match(clause)
    if ended is None or (ended["end"] == "over" and not ended["thing"]):
        return None
    return ended["name"] if known is not None or not is_common_word(ended["name"].casefold()) else None


def _only_company(clause: str, leads: Callable[[str, str], bool]) -> bool:
    """The clause opens with a name (``leads``) and speaks of the speaker's people only as its
    company (``_WITH_MINE``) or of the speaker only as an object (``_ME_AS_OBJECT``)."""
    lead = _LEADING_NAME.match(clause)
    if not lead or not leads(lead["name"], lead["verb"]) or _MODIFIER.match(clause[lead.end("verb") :]):
        return False
    mine = len(_FIRST_PERSON.findall(clause))
    if mine == 0:
        return False
    # (not after "is": "Payments-infra is behind me" is the speaker's)
    acts = lead["verb"].casefold() not in {"is", "are", "was", "were", "has", "have", "had"}
    company = sum(m.group(0).casefold().count(" my ") + m.group(0).casefold().count(" our ") for m in _WITH_MINE.finditer(clause))  # ("with my mum and my dad": two)
    return mine == company or (acts and mine == len(_ME_AS_OBJECT.findall(clause)) and not _ME_AS_WELL.search(clause))


def subject_of(clause: str, speaker: str | None, known: frozenset[str] | None, *, opening: bool = True) -> tuple[str | None, bool, str | None, str]:
    """(subject, about the speaker, qualifier, the clause part that predicates of it).
    ``known``: entity keys a leading name must be among (a capitalised first word is not
    always a name)."""

    def named(name: str) -> bool:
        return is_name(name.split()[0]) and (known is None or entity_key(name) in known)

    def leads(name: str, after: str) -> bool:  # a name that opens the clause
        return named(name) and opening_name(name, after)

    clause = _HEDGE.sub("", _SOURCE_AFTER.sub("", clause))
    clause = _LEADING_TIME.sub("", _LEADING_REASON.sub("", OPENER.sub("", clause)))  # "Actually my daughter is eight": about the daughter, as without it
    if (where := _WHERE_FROM.match(clause)) and named(where["name"]) and not is_common_word(where["name"].casefold()):
        clause = f"{where['name']} {clause[where.end() :]}"  # "Kelly from the other grooming place sold her Sprinter": Kelly sold
    if report := REPORT.match(clause):
        rest = report["rest"]
        lead = _LEADING_NAME.match(rest)
        # (not "Bjarne's daughter goes to ...": that is the daughter's, read below)
        if lead and leads(lead["name"], lead["verb"]) and (speaker is None or entity_key(lead["name"]) != entity_key(speaker)) and not _NAME_KIN.match(rest):
            return lead["name"], False, None, rest
        reporter = report["rep"] or report["src"] or report["via"]
        if reporter and THIRD_PRONOUN.match(rest) and re.fullmatch(r"[A-Z][\w'-]+", reporter) and reporter.casefold() not in {"i", "he", "she", "they"}:
            return reporter, False, None, rest
        clause = rest
    if kin := _MY_KIN.match(clause):
        rest = kin["rest"]
        # "my brother Tom and I ...", "my manager is Karen": the speaker's (not "... looking for me")
        if _IDENTITY.match(rest) or _FIRST_PERSON_SUBJECT.search(_FEELING.sub("", rest)):
            return speaker, speaker is not None, None, clause  # "my manager is Karen": the speaker's own relation
        if kin["name"] is not None:
            return kin["name"], False, None, clause  # "my brother Tom moved to Rome": about Tom
        return speaker, speaker is not None, _kin_word(clause), clause  # about the speaker's (unnamed) relative
    # lower-case chat too ("quit cold turkey last month"), in a sentence's first clause only: a later
    # one continues its subject ("Ana sold her car, bought a bike")
    if (
        speaker is not None and (verb := _PAST_LEAD.match(clause)) and (opening or verb["verb"][0].isupper())
        and (past_form(verb["verb"].casefold()) or verb["been"]) and known is not None and entity_key(verb["verb"]) not in known
        and not _MOVED_SOMEONE.match(clause)  # "Took Zdenek off the rota": Zdenek's (below)
    ):  # fmt: skip
        # "Renewed with Direct Line instead", "Moved my account over to Monzo": chat drops the
        # "I"; the capitalised verb is no name (nor a value of the relation).
        return speaker, True, None, f"I {'have ' if verb['been'] else ''}{clause[0].lower()}{clause[1:]}"
    if speaker is not None and opening and (done := _DONE_CHANGE.match(clause)):
        return speaker, True, None, f"I {_DONE_AS_PAST[done['verb'].casefold()]} {done['what']}"
    if speaker is not None and opening and _PLAN_LEAD.match(clause):
        return speaker, True, None, f"I am {clause[0].lower()}{clause[1:]}"  # "Thinking of getting an EV"
    if speaker is not None and opening and (verb := _DOING_LEAD.match(clause)) and known is not None and entity_key(verb["verb"]) not in known:
        return speaker, True, None, f"I am {clause[0].lower()}{clause[1:]}"  # "Doing the 6am classes at Fernleigh most days"
    if speaker is not None and (placed := _PLACED_KIN.match(clause)):
        return speaker, True, kin_word(placed["kin"].casefold()), clause
    if (moved := _MOVED_SOMEONE.match(clause)) and named(moved["name"]) and (speaker is None or entity_key(moved["name"]) != entity_key(speaker)):
        return moved["name"], False, None, clause  # "We moved Amira to Oakfield Primary": Amira's school changed
    if _OTHERS_OWN.match(clause) and not _IS_MY.search(clause):
        return None, False, None, clause  # "Her husband, my brother-in-law, got a job at Airbus": not the speaker's
    if speaker is not None and opening and (value := _ended_value(clause, known)) and named(value) and entity_key(value) != entity_key(speaker):
        return speaker, True, None, f"{DONE_WITH}{value}"
    # "she lives 2 doors down from me": hers (whoever she is), not the speaker's (but "she's my gf",
    # "he's my line manager" name the speaker's own relation)
    if re.match(r"(?i:he|she)\b", clause) and not _FIRST_PERSON_SUBJECT.search(clause) and not _SAYS_WHO_IS_MINE.match(clause):
        return None, False, None, clause
    if _FIRST_PERSON.search(clause) and not _only_company(clause, leads):
        return speaker, speaker is not None, None, clause
    if (at := _NAME_IS_AT.match(clause)) and named(at["name"]) and (speaker is None or entity_key(at["name"]) != entity_key(speaker)):
        return at["name"], False, None, f"{at['name']} is{clause[at.end('name') + 2 :]}"  # "Amira's at Hillcrest Primary": Amira is
    if speaker is not None and _TITLE_NOW.match(clause) and not OTHER_PERSON.search(clause) and is_common_word(clause.split()[0]):
        return speaker, True, None, f"I am {clause[0].lower()}{clause[1:]}"  # "Senior engineer now, leading the squad"
    if (owned := _NAME_KIN.match(clause)) and named(owned["name"]) and (speaker is None or entity_key(owned["name"]) != entity_key(speaker)):
        if _IDENTITY.match(owned["rest"]):
            return owned["name"], False, None, clause  # "Bjørn's landlord is Fjordbo": his own relation
        if owned["kin_name"] is not None and named(owned["kin_name"]):
            return owned["kin_name"], False, None, clause  # "Ana's brother Tom moved to Rome": about Tom
        return owned["name"], False, _kin_word(clause), clause  # "Ottoline's brother quit Granitt": her brother's
    if (thing := _NAME_THING.match(clause)) and named(thing["name"]) and (speaker is None or entity_key(thing["name"]) != entity_key(speaker)):
        return thing["name"], False, None, clause
    lead = _LEADING_NAME.match(clause)
    if lead and leads(lead["name"], lead["verb"]) and not _MODIFIER.match(clause[lead.end("verb") :]):
        name = lead["name"]
        if speaker is not None and entity_key(name) == entity_key(speaker):
            return speaker, True, None, clause
        return name, False, None, clause
    if speaker is not None and _ELLIPTIC.match(clause):
        return speaker, True, None, f"I {clause[0].lower()}{clause[1:]}"
    if speaker is not None and _GIVEN_CONTACT.search(clause) and not _SOMEONE_ELSE.search(clause):
        return speaker, True, None, clause
    # (not contact details: "the office number is 020 ..." is the office's; see _GIVEN_CONTACT)
    if speaker is not None and _UNOWNED_STATE.match(clause) and not OTHER_PERSON.search(clause) and not _CONTACT.search(clause):
        return speaker, True, None, clause
    return None, False, None, clause


def question_qualifier(question: str, names: Sequence[str]) -> str | None:
    """"Where does Ana's brother live?" -> "brother": the relative a question asks about."""
    for name in names:
        if m := re.search(rf"\b{re.escape(name)}{APOS}s ((?i:{KIN}))s?\b", question, re.I):
            return _kin_word(f"x {m[1]}")
    return None


def _kin_word(clause: str) -> str:
    words = [w for w in clause.split()[1:3] if w.casefold() not in _KIN_ADJECTIVES][:1]  # "my old classmate": the classmate
    return kin_word(re.sub(r"s$", "", words[0].casefold().rstrip(".,'\u2019s"))) if words else ""


def sentences_of(earlier: str) -> list[str]:
    """The sentences of a turn (or of the part of it before a sentence), in order."""
    return re.split(r"(?<=[.!?])\s+|\n+", earlier.strip()) if earlier.strip() else []


# A few words before a colon that open a sentence: "Heads up, y'all: Beau's number changed".
_HEADING = re.compile(r"^[^:]{1,30}:\s+(?=\S)")


# A question that says whom the news is about: "Did Farzaneh tell you?", "Have you heard about Benni?"
_ABOUT_WHOM = re.compile(
    r"^(?i:did|has|have)\s+(?P<name>[A-Z][\w-]+)\s+(?i:tell|told|mention|mentioned|say|said)\b"
    r"|^(?i:did|have)\s+(?i:you|u|ya)\s+(?i:hear|heard)\s+(?i:about|the news about)\s+(?P<heard>[A-Z][\w-]+)"
)


def previous_subject(earlier: str) -> str | None:
    """The person the turn's previous sentence is about, by the name it opens with ("Magnus had
    to rehome the husky", "Did you hear Rangi's signed with Petone?"); not a group ("Wainui are
    gutted") nor the speaker's own sentence."""
    for last in reversed(sentences_of(earlier)[-PREVIOUS_SENTENCES:]):  # past one that names no one ("Wainui are gutted")
        last = OPENER.sub("", _HEADING.sub("", last))
        if (whom := _ABOUT_WHOM.match(last)) and is_name(name := whom["name"] or whom["heard"]):
            return name
        if report := REPORT.match(last):
            last = report["rest"]
        if _FIRST_PERSON_SUBJECT.match(last) or re.match(r"(?i:my|our)\b", last):
            return None  # the speaker's own sentence between: "she" is not sure to be who came before
        lead = _LEADING_NAME.match(last)
        first = lead["name"].split()[0] if lead else ""
        if lead and lead["verb"].casefold() not in {"are", "were", "have", "do", "and"} and is_name(first) and opening_name(lead["name"], lead["verb"]) and not past_form(first.casefold()):
            return lead["name"]  # (not "Met Kofi's mum": a verb, capitalised)
    return None


def previous_relative(earlier: str, pronoun: str) -> str | None:
    """The speaker's unnamed relative the turn's previous sentence opens with, if ``pronoun``
    ("he"/"she") may mean them: "My cousin rang last night. He's relocated to Accra" -> "cousin"
    (whom the store knows as the speaker's cousin, if anyone: transactions/owners/frame_check.py)."""
    sentences = sentences_of(earlier)
    if not sentences or not (kin := _MY_KIN.match(OPENER.sub("", sentences[-1]))) or kin["name"] is not None:
        return None
    word = _kin_word(kin[0])
    return word if pronoun_of(word) in (None, pronoun.casefold()) else None


def met_by_relative(earlier: str, pronoun: str) -> str | None:
    """Whom the speaker's relative met, by the turn's previous sentence, if ``pronoun`` cannot
    mean the relative: "My sister bumped into Cos at a wedding. Apparently he's moved to
    Matera" -> "Cos"."""
    sentences = sentences_of(earlier)
    if not sentences or not (met := _RELATIVE_MET.match(OPENER.sub("", sentences[-1]))):
        return None
    theirs = pronoun_of(_kin_word(f"x {met['kin']}"))
    return met["name"] if theirs is not None and theirs != pronoun.casefold() and is_name(met["name"]) else None


def relative_met(text: str) -> tuple[str, str] | None:
    """The last relative of someone's the speaker says they met in ``text``: ("Ravindra",
    "wife") of "Bumped into Ravindra's wife at the school gate"."""
    found = list(_MET_KIN.finditer(text))
    return (found[-1]["owner"], found[-1]["kin"].casefold()) if found else None


def owner_meant(predicate: str, owner: str, kin: str) -> str | None:
    """After meeting Ravindra's wife, "he's left Deloitte" (a pronoun that is not hers) is
    Ravindra; "she's retrained" is the wife, whom no name says."""
    pronoun = THIRD_PRONOUN.match(predicate)
    theirs = pronoun_of(kin)
    return owner if pronoun and theirs and pronoun[0].casefold() in {"he", "she"} and pronoun[0].casefold() != theirs else None
