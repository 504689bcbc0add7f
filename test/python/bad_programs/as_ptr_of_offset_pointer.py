# expect: Can't access memory through a pointer returned by a call or an as_ptr of an offset pointer; assign it to a name first.
from compass import script as S


@S.prim_func
def kernel(a: S.ptr("int32", "global"), out: S.ptr("uint8", "global")):
    out[0] = (a + 1).as_ptr("uint8")[0]  #!
