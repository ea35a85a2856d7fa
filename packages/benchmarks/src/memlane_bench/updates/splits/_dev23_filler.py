"""dev23 small talk: what a team lead types into a work assistant between the facts that matter
(reminders, drafting requests, meeting logistics, grumbles) and a colleague's short replies.
Words like desk, laptop, on-call, standup, budget, ticket and agency come up on purpose, but no
line states who is where, on which team or tool: they are distractors, not facts."""

from __future__ import annotations

import random

LEAD = (
    "Remind me to send the sprint review deck to the stakeholders before 4.",
    "Can you draft a thank-you note to the SREs for last night's incident?",
    "Standup ran 25 mins today, need to get it back under 15.",
    "Book a room for the retro on Thursday, anything with a working screen.",
    "The desk booking app is down again, third time this month.",
    "Note to self: chase Finance about the Q3 forecast numbers.",
    "Coffee machine on the 3rd floor is broken again, someone raised a facilities ticket.",
    "Write up the action items from the roadmap sync, keep it short.",
    "Somebody left a laptop charger in the Birch room, I've put it in lost property.",
    "The on-call handbook has a dead link on page 3, add it to my list.",
    "Interview loop for the backend role is Tuesday, I'm on the values panel.",
    "Need to finish perf review drafts by Friday EOD.",
    "The all-hands got moved to 4pm, update my calendar.",
    "Summarise the postmortem doc for me in five bullets?",
    "Pizza for the hack day: order for 18, two vegan.",
    "Quarterly planning template still has last year's OKRs in it, ugh.",
    "Can you find the link to the engineering ladder doc?",
    "Fire drill at 11, the whole building goes out to the car park.",
    "VPN was flaky all morning, lost half an hour to it.",
    "Reminder: expenses deadline is the 5th.",
    "Draft a polite no to the vendor who keeps cold-emailing about observability.",
    "The intern demo day is on the 19th, put it in the team calendar.",
    "Release train went out clean today, first time in weeks.",
    "Need a slide on hiring progress for the leadership deck.",
    "Whoever booked the big room for a 1:1, please stop.",
    "Board meeting prep eats my whole Wednesday again.",
    "Ping me tomorrow about the onboarding checklist rewrite.",
    "Got the security training reminder for the fourth time, doing it now.",
    "Our Q2 retro notes need tidying before they go on the wiki.",
    "Lunch and learn on Friday is about feature flags.",
    "Can you turn these notes into a status update for the exec channel?",
    "Team lunch budget for the quarter is basically gone, we went big in May.",
    "Customer escalation from this morning is resolved, close the loop in the notes.",
    "Dependabot opened 40 PRs over the weekend, someone needs to triage them.",
    "The staging environment fell over during the demo, classic.",
    "Write a short welcome message for the new starters on Monday.",
    "Headcount request for next year is due the 30th.",
    "Printer on 4 is jammed, again, I'm not touching it.",
    "Two people asked me about the holiday calendar today, where is it?",
    "Remind me to update my OOO message before Thursday.",
    "The engineering survey results are in, participation was 71%.",
    "Can you reword this feedback so it sounds less harsh?",
    "Architecture review got pushed a week, fine by me.",
    "Leadership offsite agenda came through, it is very long.",
    "The dashboard for error rates looks off since Tuesday's deploy.",
    "Need to approve three timesheets before payroll cut-off.",
    "Book me a train for the Thursday visit, early one please.",
    "Kitchen fridge clean-out is Friday, label your stuff.",
    "Drafting the quarterly update, need a catchy first line.",
    "Demo went well, the client liked the new reporting view.",
    "Budget review with Finance is on the 12th, prep the spreadsheet.",
    "Slow week, mostly reviews and cleanup.",
    "Pull together the incident timeline from the channel history?",
    "Someone should update the README for the deploy scripts.",
    "Hackathon theme vote closes at noon.",
    "Can you find a slot for a 30 min chat with the design leads next week?",
    "I keep getting invites with no agenda, declining them from now on.",
    "Make a checklist for next week's vendor security review.",
    "Calendar is wall-to-wall tomorrow, protect an hour for lunch.",
    "Stakeholder map for the new initiative needs a second pass.",
    "The new starter survey says onboarding docs are confusing, fair.",
    "Need a reminder to renew my conference ticket before the early-bird ends.",
    "The wifi in the north meeting rooms is terrible today.",
    "Tidy my notes from the skip-level into something I can share.",
    "Sprint goal slipped, the migration script needs another day.",
    "Please draft an agenda for the quarterly planning kickoff.",
    "Ops review was mostly about alert fatigue this time.",
    "Blocking Friday afternoon for deep work, don't let anyone book it.",
    "Someone keeps microwaving fish in the kitchen, it's a whole thing.",
    "Ask the team who wants to present at the next guild meetup.",
)
COLLEAGUE = (
    "ack, will do",
    "thx, on it after lunch",
    "np",
    "lol yes",
    "can you send me the link?",
    "sure, just finishing a PR",
    "👍",
    "noted",
    "sounds good to me",
    "I'll check and get back to you",
    "ugh, again?",
    "fair enough",
    "let's take it offline",
    "will raise it at standup",
    "not sure tbh, let me ask around",
    "done ✅",
    "happy to help with that",
    "ha, classic",
    "ok, I'll ping you when it's sorted",
    "running late, 5 mins",
    "sorry, was in a meeting, catching up now",
    "agree, that's been bugging me too",
    "will add it to the doc",
    "any update on the review?",
    "yep, saw the thread",
    "who's taking notes today?",
    "+1",
    "thanks for flagging",
    "brb, fire drill",
    "I can cover the demo if needed",
)
OPENERS = ("", "quick one: ", "fyi ", "Mon: ", "Tue: ", "Wed: ", "Thu: ", "Fri: ", "note to self - ", "EOD: ",
           "morning: ", "re: today - ", "random, but ", "before I forget: ")  # fmt: skip
TAILS = ("", " Will chase tmrw.", " Not urgent.", " Noting it here.", " Low priority.", " Thanks!", " More later.",
         " No action needed.", " Add to Thursday's list.", " (from the leads channel)")  # fmt: skip
REPLY_TAILS = ("", " (sorry, on mobile)", " - Thu ok?", " 🙏", " btw", " cheers", " later today", " after standup")


def lead_line(rng: random.Random, long: bool) -> str:
    body = LEAD[rng.randrange(len(LEAD))]
    if not long and rng.random() < 0.6:
        return body
    opener = OPENERS[rng.randrange(len(OPENERS))]
    lowered = body[0].lower() + body[1:] if body[1:2].islower() else body
    text = opener + lowered if opener else body
    return text + TAILS[rng.randrange(len(TAILS))]


def colleague_line(rng: random.Random, long: bool) -> str:
    body = COLLEAGUE[rng.randrange(len(COLLEAGUE))]
    if not long and rng.random() < 0.6:
        return body
    return body + REPLY_TAILS[rng.randrange(len(REPLY_TAILS))]
