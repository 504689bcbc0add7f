# expect: The operator "BitAnd" expects integers, but got: "float32".
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("float32", "global")):
    a[0] = a[0] & a[1]  #!
