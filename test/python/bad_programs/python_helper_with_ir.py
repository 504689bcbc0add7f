# expect: The function "twice" is a Python function; did you forget to decorate it using "S.prim_func"?
from compass import script as S


def twice(x):
    return x * 2


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    a[0] = twice(a[1])  #!
