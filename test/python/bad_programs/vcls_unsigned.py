# expect: "S.vcls" expects signed integer vectors, but got: "uint8x32".
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("uint8x32", "global"), out: S.ptr("uint8x32", "global")):
    out[0] = S.vcls(a[0])  #!
