# expect: The function "fact" is called recursively, which is not supported.
from compass import script as S


@S.prim_func
def fact(n: S.i32) -> S.i32:
    return n * fact(n - 1)  #!


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    a[0] = fact(5)
