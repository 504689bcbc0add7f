# expect: A kernel value has no truth value while the kernel is parsed, so a pure Python function can't branch on it
from compass import script as S


def positive_part(x):
    if x > 0:
        return x
    return 0


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    a[0] = positive_part(a[1])  #!
