# expect: The arg "scope" of "S.alloc" expect one of
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    buf = S.alloc(8, "int32", "global")  #!
