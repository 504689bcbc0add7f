# expect: Can't access memory through a pointer returned by a call or an as_ptr of an offset pointer; assign it to a name first.
from compass import script as S


@S.prim_func
def next_row(p: S.ptr("int32", "global")) -> S.ptr("int32", "global"):
    return p + 8


@S.prim_func
def kernel(a: S.ptr("int32", "global")):
    a[0] = next_row(a)[0]  #!
