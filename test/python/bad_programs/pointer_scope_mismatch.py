# expect: The scope of 1-th arg expect "lsram", but got: "global".
from compass import script as S


@S.prim_func
def helper(p: S.ptr("int32", "lsram")) -> S.i32:
    return p[0]


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    a[0] = helper(a)  #!
