# expect: Type mismatch assignment: "int32" vs. "float32"
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("float32", "global")):
    x = 1
    x = a[0]  #!
