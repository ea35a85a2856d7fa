"""A runnable LCEL chain on memlane, no network: a retriever over MemlaneVectorStore feeds the
prompt, RunnableWithMessageHistory keeps the conversation in MemlaneChatMessageHistory, and
LangChain's GenericFakeChatModel answers. A callback records what the model was shown."""

from __future__ import annotations

from operator import itemgetter
from typing import Any

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.documents import Document
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
from langchain_core.runnables.history import RunnableWithMessageHistory
from memlane import Memory
from memlane_langchain import MemlaneChatMessageHistory, MemlaneVectorStore


class PromptLog(BaseCallbackHandler):
    def __init__(self) -> None:
        self.prompts: list[list[BaseMessage]] = []

    def on_chat_model_start(self, serialized: Any, messages: list[list[BaseMessage]], **kwargs: Any) -> None:
        self.prompts.extend(messages)


def _chain(memory: Memory, answers: list[str]):  # type: ignore[no-untyped-def]
    store = MemlaneVectorStore(memory, collection="kb")
    store.add_documents([
        Document("Ann is vegetarian and never eats meat.", metadata={"source": "profile"}),
        Document("Ann's favourite city is Lisbon.", metadata={"source": "profile"}),
        Document("The office coffee machine is on the third floor.", metadata={"source": "wiki"}),
    ])
    prompt = ChatPromptTemplate.from_messages([
        ("system", "Answer from this context:\n{context}"),
        MessagesPlaceholder("history"),
        ("human", "{question}"),
    ])
    context = itemgetter("question") | store.as_retriever(search_kwargs={"k": 1}) | (lambda found: "\n".join(d.page_content for d in found))
    chain = {"context": context, "question": itemgetter("question"), "history": itemgetter("history")} | prompt
    chain = chain | GenericFakeChatModel(messages=iter(AIMessage(a) for a in answers)) | StrOutputParser()
    return RunnableWithMessageHistory(
        chain, lambda session_id: MemlaneChatMessageHistory(session_id, memory),
        input_messages_key="question", history_messages_key="history",
    )  # fmt: skip


def test_retrieval_and_history_reach_the_model(memory: Memory) -> None:
    log = PromptLog()
    chain = _chain(memory, ["Ann is vegetarian.", "She likes Lisbon best."])
    config = {"configurable": {"session_id": "ann-chat"}, "callbacks": [log]}

    assert chain.invoke({"question": "What does Ann eat?"}, config=config) == "Ann is vegetarian."
    assert chain.invoke({"question": "Which city does she love?"}, config=config) == "She likes Lisbon best."

    first, second = log.prompts
    assert "vegetarian" in first[0].content and "coffee" not in first[0].content  # retrieved context
    assert "Lisbon" in second[0].content
    # The second turn saw the first exchange, read back from the engine.
    assert [m.content for m in second[1:3]] == ["What does Ann eat?", "Ann is vegetarian."]
    history = MemlaneChatMessageHistory("ann-chat", memory)
    assert [type(m) for m in history.messages] == [HumanMessage, AIMessage, HumanMessage, AIMessage]
    assert history.search("Lisbon", k=1)[0].content == "She likes Lisbon best."


async def test_the_chain_runs_async_and_sessions_stay_apart(memory: Memory) -> None:
    chain = _chain(memory, ["one", "two"])
    await chain.ainvoke({"question": "What does Ann eat?"}, config={"configurable": {"session_id": "a"}})
    await chain.ainvoke({"question": "Where is the coffee?"}, config={"configurable": {"session_id": "b"}})
    a, b = MemlaneChatMessageHistory("a", memory), MemlaneChatMessageHistory("b", memory)
    assert [m.content for m in await a.aget_messages()] == ["What does Ann eat?", "one"]
    assert [m.content for m in b.messages] == ["Where is the coffee?", "two"]
