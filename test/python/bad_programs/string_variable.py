# expect: Can't define string inside primitive function, please define it outside.
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    name = "tile"  #!
