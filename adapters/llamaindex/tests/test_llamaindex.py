"""Framework-level proof: the real llama-index-core (legacy BaseChatStore + ChatMemoryBuffer,
AsyncDBChatStore + the current Memory with memory blocks) over the real engine and embedder.
No LLM is involved; token counting uses a local whitespace tokenizer (no tokenizer download)."""

from __future__ import annotations

import pytest
from llama_index.core.base.llms.types import TextBlock, ToolCallBlock
from llama_index.core.llms import ChatMessage, MessageRole
from llama_index.core.memory import ChatMemoryBuffer
from llama_index.core.memory.memory import Memory as LlamaMemory
from llama_index.core.storage.chat_store.base_db import MessageStatus
from memlane import Memory
from memlane.errors import InvalidInputError
from memlane.governance import PolicyDeniedError
from memlane_llamaindex import MemlaneAsyncChatStore, MemlaneChatStore, MemlaneMemoryBlock

ACTIVE, ARCHIVED = MessageStatus.ACTIVE, MessageStatus.ARCHIVED


def words(text: str) -> list[str]:  # Memory's tokenizer_fn: local, deterministic
    return text.split()


def msg(content: str, role: str = "user", **kwargs: object) -> ChatMessage:
    return ChatMessage(role=role, content=content, additional_kwargs=dict(kwargs))


def contents(messages: list[ChatMessage]) -> list[str | None]:
    return [m.content for m in messages]


# -- legacy BaseChatStore ----------------------------------------------------------------------
def test_chat_store_every_method(memory: Memory) -> None:
    store = MemlaneChatStore(memory)
    assert store.get_messages("chat") == [] and store.get_keys() == []
    store.set_messages("chat", [msg("one"), msg("two", "assistant")])
    store.add_message("chat", msg("four"))
    store.add_message("chat", msg("three"), idx=2)  # SimpleChatStore's positional insert
    store.add_message("chat", msg("zero"), idx=0)
    store.add_message("chat", msg("five"), idx=99)  # past the end: appended
    assert contents(store.get_messages("chat")) == ["zero", "one", "two", "three", "four", "five"]
    assert [m.role for m in store.get_messages("chat")][:3] == [
        MessageRole.USER,
        MessageRole.USER,
        MessageRole.ASSISTANT,
    ]

    assert store.delete_message("chat", 1).content == "one"
    assert store.delete_message("chat", 42) is None
    assert store.delete_message("chat", -1).content == "five"
    assert store.delete_last_message("chat").content == "four"
    assert contents(store.get_messages("chat")) == ["zero", "two", "three"]

    store.set_messages("chat", [msg("replaced")])
    assert contents(store.get_messages("chat")) == ["replaced"]
    store.add_message("other", msg("elsewhere"))
    assert sorted(store.get_keys()) == ["chat", "other"]

    assert contents(store.delete_messages("chat")) == ["replaced"]
    assert store.delete_messages("chat") is None and store.delete_last_message("chat") is None
    assert store.get_keys() == ["other"]
    assert contents(store.get_messages("other")) == ["elsewhere"]


async def test_chat_store_async_twins(memory: Memory) -> None:
    store = MemlaneChatStore(memory)
    await store.aset_messages("a", [msg("first"), msg("third")])
    await store.async_add_message("a", msg("second"), idx=1)
    await store.async_add_message("a", msg("fourth"))
    assert contents(await store.aget_messages("a")) == ["first", "second", "third", "fourth"]
    assert (await store.adelete_message("a", 0)).content == "first"
    assert (await store.adelete_last_message("a")).content == "fourth"
    assert await store.aget_keys() == ["a"]
    assert contents(await store.adelete_messages("a")) == ["second", "third"]
    assert await store.aget_messages("a") == [] and await store.aget_keys() == []


def test_messages_round_trip_whole_and_text_is_recallable(memory: Memory) -> None:
    store = MemlaneChatStore(memory)
    rich = ChatMessage(role="assistant", blocks=[TextBlock(text="Checking the weather in Oslo.")],
                       additional_kwargs={"name": "Weatherbot", "trace": {"ids": [1, 2]}})  # fmt: skip
    tool_only = ChatMessage(
        role="assistant",
        blocks=[
            ToolCallBlock(tool_call_id="c1", tool_name="weather", tool_kwargs={"city": "Oslo"})
        ],
    )
    tool_result = ChatMessage(
        role="tool", content="Oslo: 4 degrees and sleet.", additional_kwargs={"tool_call_id": "c1"}
    )
    store.set_messages(
        "s",
        [
            msg("Priya paddles her kayak across Lake Tahoe every summer."),
            rich,
            tool_only,
            tool_result,
        ],
    )
    got = store.get_messages("s")
    assert got == [
        msg("Priya paddles her kayak across Lake Tahoe every summer."),
        rich,
        tool_only,
        tool_result,
    ]
    assert got[2].blocks[0].tool_kwargs == {"city": "Oslo"}
    recalled = [r.fact.text for r in memory.recall("Who kayaks on Lake Tahoe?", limit=5)]
    assert any("kayak" in text for text in recalled)
    # the item carries the message's role; a tool-call-only message is stored but not indexed
    items = memory.items.list(("llamaindex", "chat", "s"))
    assert [i.value["role"] for i in items] == ["user", "assistant", "assistant", "tool"]
    assert store.model_dump() == {
        "namespace": ("llamaindex", "chat"),
        "class_name": "MemlaneChatStore",
    }


def test_bad_input_stores_nothing(memory: Memory) -> None:
    store = MemlaneChatStore(memory)
    store.set_messages("k", [msg("kept")])
    with pytest.raises(InvalidInputError):
        store.add_message("k", msg("bad", handle=object()))
    with pytest.raises(InvalidInputError):  # a failed replace leaves the old log intact
        store.set_messages("k", [msg("fine"), msg("bad", value=float("nan"))])
    with pytest.raises(InvalidInputError):
        store.add_message("", msg("empty chat key"))
    with pytest.raises(InvalidInputError):
        store.add_message("k", "not a ChatMessage")  # type: ignore[arg-type]
    assert contents(store.get_messages("k")) == ["kept"]


def test_chat_memory_buffer_over_the_store_persists(memory: Memory, open_memory) -> None:  # type: ignore[no-untyped-def]
    buffer = ChatMemoryBuffer.from_defaults(chat_store=MemlaneChatStore(memory), chat_store_key="user-1",
                                            token_limit=12, tokenizer_fn=words)  # fmt: skip
    for i in range(6):
        buffer.put(msg(f"user turn number {i}"))
        buffer.put(msg(f"assistant turn number {i}", "assistant"))
    history = contents(buffer.get_all())
    assert len(history) == 12
    recent = buffer.get()  # the buffer trims to its token limit; the store keeps everything
    assert 0 < len(recent) < 12 and recent[-1].content == "assistant turn number 5"
    memory.close()
    reopened = ChatMemoryBuffer.from_defaults(chat_store=MemlaneChatStore(open_memory()), chat_store_key="user-1",
                                              token_limit=12, tokenizer_fn=words)  # fmt: skip
    assert contents(reopened.get_all()) == history
    reopened.reset()
    assert reopened.get_all() == []


# -- AsyncDBChatStore ----------------------------------------------------------------------------
async def test_db_store_add_count_page_set(memory: Memory) -> None:
    store = MemlaneAsyncChatStore(memory)
    await store.add_message("u1", msg("hello"))
    await store.add_messages(
        "u1", [msg("world", "assistant"), msg("m3"), msg("m4", "assistant"), msg("m5")]
    )
    assert contents(await store.get_messages("u1")) == ["hello", "world", "m3", "m4", "m5"]
    assert await store.count_messages("u1") == 5 and await store.count_messages("nobody") == 0
    assert await store.get_messages("nobody") == []
    assert contents(await store.get_messages("u1", limit=2)) == ["hello", "world"]
    assert contents(await store.get_messages("u1", offset=2)) == ["m3", "m4", "m5"]
    assert contents(await store.get_messages("u1", limit=2, offset=1)) == ["world", "m3"]
    await store.set_messages("u1", [msg("replaced1"), msg("replaced2", "assistant")])
    assert contents(await store.get_messages("u1", status=None)) == ["replaced1", "replaced2"]
    await store.add_messages("u2", [msg("other")])
    assert sorted(await store.get_keys()) == ["u1", "u2"]


async def test_db_store_status_archive_and_oldest_first_deletion(memory: Memory) -> None:
    store = MemlaneAsyncChatStore(memory)
    await store.add_messages(
        "s", [msg("oldest"), msg("middle", "assistant"), msg("newer"), msg("newest", "assistant")]
    )
    assert contents(await store.archive_oldest_messages("s", 1)) == ["oldest"]
    assert contents(await store.get_messages("s", status=ACTIVE)) == ["middle", "newer", "newest"]
    assert contents(await store.get_messages("s", status=ARCHIVED)) == ["oldest"]
    assert contents(await store.get_messages("s", status=None)) == [
        "oldest",
        "middle",
        "newer",
        "newest",
    ]
    assert (await store.count_messages("s", ARCHIVED), await store.count_messages("s", None)) == (
        1,
        4,
    )

    assert contents(await store.delete_oldest_messages("s", 2)) == [
        "middle",
        "newer",
    ]  # active only
    assert contents(await store.get_messages("s", status=None)) == ["oldest", "newest"]
    assert (
        await store.delete_oldest_messages("s", 0) == []
        and await store.archive_oldest_messages("s", 0) == []
    )

    await store.add_message("s", msg("filed away"), status=ARCHIVED)
    assert contents(await store.get_messages("s", status=ARCHIVED)) == ["oldest", "filed away"]
    assert (
        await store.delete_message("s", 0)
    ).content == "newest"  # position among active messages
    assert await store.delete_message("s", 0) is None
    await store.add_messages("s", [msg("active again")])
    await store.delete_messages("s", status=ARCHIVED)
    assert contents(await store.get_messages("s", status=None)) == ["active again"]
    await store.delete_messages("s")
    assert await store.count_messages("s", None) == 0 and await store.get_keys() == []
    [op] = memory.ops.recent(kind="forget", limit=1)
    assert memory.erasure_receipt(op["operation_id"]).all_erased


async def test_db_store_is_governed(memory: Memory, principal) -> None:  # type: ignore[no-untyped-def]
    ann, vic = principal("ann", "member"), principal("vic", "viewer")
    await MemlaneAsyncChatStore(ann).add_message("s", msg("Ann's note"))
    with pytest.raises(PolicyDeniedError):
        await MemlaneAsyncChatStore(vic).add_message("s", msg("viewer write"))
    assert await MemlaneAsyncChatStore(vic).get_messages("s") == []  # ann's log is ann's
    assert contents(await MemlaneAsyncChatStore(ann).get_messages("s")) == ["Ann's note"]
    with pytest.raises(PolicyDeniedError):  # the block writes as its memory's actor too
        await MemlaneMemoryBlock(vic).aput([msg("A flushed message.")])


# -- the current Memory, with the long-term memory block -----------------------------------------
FACT = "I am allergic to peanuts, so never suggest satay."
CHATTER = [
    ("What is a good name for a grey cat?", "Maybe Ash or Smokey."),
    ("How many legs does a spider have?", "Eight legs."),
    ("Tell me a fun fact about octopuses.", "They have three hearts."),
    ("Which planet is closest to the sun?", "Mercury is closest."),
    ("Recommend a board game for two.", "Try Patchwork or Jaipur."),
]


def _llama_memory(memory: Memory, session_id: str, **block: object) -> LlamaMemory:
    return LlamaMemory.from_defaults(
        session_id=session_id, chat_store=MemlaneAsyncChatStore(memory), token_limit=60, token_flush_size=20,
        tokenizer_fn=words, memory_blocks=[MemlaneMemoryBlock(memory, **block)],
    )  # fmt: skip


async def _converse(mem: LlamaMemory) -> None:
    await mem.aput(msg(FACT))
    await mem.aput(msg("Noted: no peanuts and no satay.", "assistant"))
    for question, answer in CHATTER:
        await mem.aput(msg(question))
        await mem.aput(msg(answer, "assistant"))


async def test_memory_flushes_to_block_and_recalls_the_fact(memory: Memory, open_memory) -> None:  # type: ignore[no-untyped-def]
    mem = _llama_memory(memory, "session-1")
    await _converse(mem)
    store = mem.sql_store
    archived = await store.get_messages("session-1", status=ARCHIVED)
    active = await store.get_messages("session-1", status=ACTIVE)
    assert FACT in contents(archived) and FACT not in contents(
        active
    )  # the token limit forced a flush
    assert contents(archived + active) == contents(await mem.aget_all())  # nothing lost, order kept
    assert active[-1].content == CHATTER[-1][1]
    block_items = memory.items.list(("llamaindex", "memory_block", "memlane_recall"))
    assert FACT in [i.value["text"] for i in block_items]
    assert {i.value["session_id"] for i in block_items} == {"session-1"}

    got = await mem.aget(input="Can you suggest a snack with peanut sauce?")
    system = [m for m in got if m.role == MessageRole.SYSTEM]
    assert (
        len(system) == 1 and "<memlane_recall>" in system[0].content and FACT in system[0].content
    )
    recalled = [line for line in system[0].content.splitlines() if line.startswith("- ")]
    assert "peanuts" in recalled[0]  # ranked by the engine's recall, most relevant first
    assert contents([m for m in got if m.role != MessageRole.SYSTEM]) == contents(active)

    # durable: a new process on the same data directory sees the same queue and recalls the fact
    memory.close()
    again = _llama_memory(open_memory(), "session-1")
    assert contents(await again.sql_store.get_messages("session-1")) == contents(active)
    assert FACT in (await again.aget(input="Any peanut allergy I should know about?"))[0].content


async def test_block_recalls_only_its_own_session_by_default(memory: Memory) -> None:
    # One memlane actor serving two users (sessions): Bob must not recall what Alice said.
    alice = _llama_memory(memory, "alice")
    await alice.aput(msg("My bank PIN is 4821, please remember it."))
    await _converse(alice)
    bob = _llama_memory(memory, "bob")
    await bob.aput(msg("What is the bank PIN?"))
    assert all("4821" not in (m.content or "") for m in await bob.aget())
    again = _llama_memory(memory, "alice")  # Alice's own session still recalls it
    await again.aput(msg("What was my bank PIN again?"))
    assert "4821" in (await again.aget())[0].content
    unscoped_call = MemlaneMemoryBlock(memory)
    assert await unscoped_call.aget([msg("Any bank PIN?")]) == ""  # no session: no recall


async def test_block_recalls_across_sessions_when_asked(memory: Memory) -> None:
    await _converse(_llama_memory(memory, "monday"))
    other = _llama_memory(memory, "tuesday", session_scoped=False)
    await other.aput(msg("Is satay sauce safe for me to eat?"))
    assert FACT in (await other.aget())[0].content  # long-term memory spans the actor's sessions
    block = MemlaneMemoryBlock(memory, session_scoped=False)
    assert (
        await block.aget([msg("only an assistant turn", "assistant")]) == ""
    )  # no user text: no recall


async def test_reset_erases_the_session(memory: Memory) -> None:
    mem = _llama_memory(memory, "s")
    await mem.aput_messages([msg("My locker code is 7391."), msg("Stored.", "assistant")])
    await mem.areset()
    assert await mem.aget_all() == []
    assert not any("7391" in r.fact.text for r in memory.recall("locker code", limit=10))


def test_memory_sync_wrappers(memory: Memory) -> None:
    mem = _llama_memory(memory, "sync")
    mem.put(msg("one"))
    mem.put_messages([msg("two", "assistant"), msg("three")])
    assert contents(mem.get_all()) == ["one", "two", "three"]
    mem.set([msg("only")])
    assert contents(mem.get()) == ["only"]
