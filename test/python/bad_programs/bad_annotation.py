# expect: The param "n" expect an annotation like "S.i32"
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global"), n: int):  #!
    a[0] = n
