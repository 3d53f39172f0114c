"""Model stage: :class:`cached_property` without a lock.

Entry point: :class:`cached_property`, used by the model's views. Python 3.11's
``functools.cached_property`` takes a lock on every first access, a large part of the time of walking
a spec's schemas; the model is read-only and single-threaded per object, so the value is simply
computed and stored in the instance's ``__dict__`` (later reads never reach the descriptor).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar, overload

T = TypeVar("T")


class cached_property(Generic[T]):  # noqa: N801 - named like the functools one it replaces
    def __init__(self, func: Callable[[Any], T]) -> None:
        self.func = func
        self.name = func.__name__
        self.__doc__ = func.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, instance: None, owner: type | None = None) -> cached_property[T]: ...

    @overload
    def __get__(self, instance: object, owner: type | None = None) -> T: ...

    def __get__(self, instance: object | None, owner: type | None = None) -> T | cached_property[T]:
        if instance is None:
            return self
        value = self.func(instance)
        instance.__dict__[self.name] = value
        return value
