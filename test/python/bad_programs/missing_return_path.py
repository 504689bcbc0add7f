# expect: The function "helper" doesn't return a value on every path.
from compass import script as S


@S.prim_func
def helper(x: S.i32) -> S.i32:  #!
    if x > 0:
        return 1


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    a[0] = helper(a[0])
