# expect: Can't access memory through a void pointer.
from compass import script as S


@S.prim_func
def kernel(p: S.ptr("void", "global"), out: S.ptr("int32", "global")):
    out[0] = p[0]  #!
