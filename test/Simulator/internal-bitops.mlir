// The internal instructions compass.vbclr (x & ~y) and compass.vbset
// (x | ~y) on every integer lane type: all lanes, under a mask without r
// (the result stored under the mask, so inactive lanes keep the zeros of the
// buffer) and under a mask with r = x. Lane 0 is (MIN, MAX), lane 1 (-1 or
// MAX, 0); the rest are random. Then the mask instructions mask_andnot,
// mask_ornot, mask_nand and mask_nor on masks of 8, 16 and 32 lanes, as 0/1
// lanes. Expected lanes from NumPy.

// RUN: compass-sim %s \
// RUN:   --arg=buffer:si8:32:values=-128,-1,-122,35,-35,-9,-108,-34,36,-38,84,74,52,103,56,-83,91,39,-103,-52,-86,119,58,107,-56,34,26,64,-98,3,37,83 \
// RUN:   --arg=buffer:si8:32:values=127,0,-11,-42,-88,-57,-91,-71,90,6,-105,-18,-59,41,84,-125,-9,-14,125,-35,-86,-78,-6,24,-45,-17,41,-52,118,-75,111,95 \
// RUN:   --arg=buffer:si8:128 \
// RUN:   --arg=buffer:ui8:32:values=0,255,135,155,52,88,118,242,203,144,152,110,107,230,1,81,104,178,105,80,20,66,27,179,109,58,138,126,121,148,160,48 \
// RUN:   --arg=buffer:ui8:32:values=255,0,248,140,115,159,8,95,91,107,190,126,219,120,8,172,204,147,240,106,204,0,9,203,223,132,192,83,186,127,77,23 \
// RUN:   --arg=buffer:ui8:128 \
// RUN:   --arg=buffer:si16:16:values=-32768,-1,-3682,32095,-9642,-28919,-15977,-9291,13173,15077,15529,-12175,-7864,4394,6966,-5468 \
// RUN:   --arg=buffer:si16:16:values=32767,0,1360,30045,29235,25453,30196,7925,-13223,-22265,-25873,29298,-15052,-31220,-30308,-13258 \
// RUN:   --arg=buffer:si16:64 \
// RUN:   --arg=buffer:ui16:16:values=0,65535,6691,44028,3914,31939,5645,6087,23600,842,55744,39604,61169,32209,36446,39412 \
// RUN:   --arg=buffer:ui16:16:values=65535,0,37515,58357,19881,60188,11302,12337,16713,61742,16041,51624,38213,41879,5082,43228 \
// RUN:   --arg=buffer:ui16:64 \
// RUN:   --arg=buffer:si32:8:values=-2147483648,-1,1232867485,1792132225,2103248342,-1145625807,1149500375,426558938 \
// RUN:   --arg=buffer:si32:8:values=2147483647,0,-110640005,-1568687621,1240083153,496104260,-1573948006,-417327045 \
// RUN:   --arg=buffer:si32:32 \
// RUN:   --arg=buffer:ui32:8:values=0,4294967295,1437837241,290830964,1221430098,2606247921,2539061208,3681124943 \
// RUN:   --arg=buffer:ui32:8:values=4294967295,0,4058226834,1380134892,130144115,2816622613,2579547835,1452355400 \
// RUN:   --arg=buffer:ui32:32 \
// RUN:   --arg=buffer:si32:32 \
// RUN:   --arg=buffer:si16:64 \
// RUN:   --arg=buffer:si8:128 \
// RUN:   --arg=scalar:si32:5 | FileCheck %s
// RUN: compass-sim %s --engine=native \
// RUN:   --arg=buffer:si8:32:values=-128,-1,-122,35,-35,-9,-108,-34,36,-38,84,74,52,103,56,-83,91,39,-103,-52,-86,119,58,107,-56,34,26,64,-98,3,37,83 \
// RUN:   --arg=buffer:si8:32:values=127,0,-11,-42,-88,-57,-91,-71,90,6,-105,-18,-59,41,84,-125,-9,-14,125,-35,-86,-78,-6,24,-45,-17,41,-52,118,-75,111,95 \
// RUN:   --arg=buffer:si8:128 \
// RUN:   --arg=buffer:ui8:32:values=0,255,135,155,52,88,118,242,203,144,152,110,107,230,1,81,104,178,105,80,20,66,27,179,109,58,138,126,121,148,160,48 \
// RUN:   --arg=buffer:ui8:32:values=255,0,248,140,115,159,8,95,91,107,190,126,219,120,8,172,204,147,240,106,204,0,9,203,223,132,192,83,186,127,77,23 \
// RUN:   --arg=buffer:ui8:128 \
// RUN:   --arg=buffer:si16:16:values=-32768,-1,-3682,32095,-9642,-28919,-15977,-9291,13173,15077,15529,-12175,-7864,4394,6966,-5468 \
// RUN:   --arg=buffer:si16:16:values=32767,0,1360,30045,29235,25453,30196,7925,-13223,-22265,-25873,29298,-15052,-31220,-30308,-13258 \
// RUN:   --arg=buffer:si16:64 \
// RUN:   --arg=buffer:ui16:16:values=0,65535,6691,44028,3914,31939,5645,6087,23600,842,55744,39604,61169,32209,36446,39412 \
// RUN:   --arg=buffer:ui16:16:values=65535,0,37515,58357,19881,60188,11302,12337,16713,61742,16041,51624,38213,41879,5082,43228 \
// RUN:   --arg=buffer:ui16:64 \
// RUN:   --arg=buffer:si32:8:values=-2147483648,-1,1232867485,1792132225,2103248342,-1145625807,1149500375,426558938 \
// RUN:   --arg=buffer:si32:8:values=2147483647,0,-110640005,-1568687621,1240083153,496104260,-1573948006,-417327045 \
// RUN:   --arg=buffer:si32:32 \
// RUN:   --arg=buffer:ui32:8:values=0,4294967295,1437837241,290830964,1221430098,2606247921,2539061208,3681124943 \
// RUN:   --arg=buffer:ui32:8:values=4294967295,0,4058226834,1380134892,130144115,2816622613,2579547835,1452355400 \
// RUN:   --arg=buffer:ui32:32 \
// RUN:   --arg=buffer:si32:32 \
// RUN:   --arg=buffer:si16:64 \
// RUN:   --arg=buffer:si8:128 \
// RUN:   --arg=scalar:si32:5 | FileCheck %s

// CHECK: arg2 = [-128, -1, 2, 33, 85, 48, 16, 70, 36, -40, 64, 0, 48, 70, 40, 44, 8, 5, -128, 0, 0, 69, 0, 99, 8, 0, 18, 0, -120, 2, 0, 0, -128, -1, -114, 43, -33, -1, -34, -34, -91, -5, 124, 91, 62, -9, -69, -3, 91, 47, -101, -18, -1, 127, 63, -17, -20, 50, -34, 115, -97, 75, -75, -13, -128, 0, 2, 33, 0, 48, 16, 0, 36, -40, 0, 0, 48, 0, 40, 44, 0, 5, -128, 0, 0, 69, 0, 99, 8, 0, 18, 0, 0, 2, 0, 0, -128, -1, -114, 43, -35, -1, -34, -34, -91, -5, 84, 91, 62, 103, -69, -3, 91, 47, -101, -52, -1, 127, 58, -17, -20, 34, -34, 115, -98, 75, -75, 83]
// CHECK: arg5 = [0, 255, 7, 19, 4, 64, 118, 160, 128, 144, 0, 0, 32, 134, 1, 81, 32, 32, 9, 16, 16, 66, 18, 48, 32, 58, 10, 44, 65, 128, 160, 32, 0, 255, 135, 251, 188, 120, 247, 242, 239, 148, 217, 239, 111, 231, 247, 83, 123, 254, 111, 213, 55, 255, 255, 183, 109, 123, 191, 254, 125, 148, 178, 248, 0, 0, 7, 19, 0, 64, 118, 0, 128, 144, 0, 0, 32, 0, 1, 81, 0, 32, 9, 0, 16, 66, 0, 48, 32, 0, 10, 44, 0, 128, 160, 0, 0, 255, 135, 251, 52, 120, 247, 242, 239, 148, 152, 239, 111, 230, 247, 83, 104, 254, 111, 80, 55, 255, 27, 183, 109, 58, 191, 254, 121, 148, 178, 48]
// CHECK: arg8 = [-32768, -1, -3954, 2050, -30652, -29696, -32765, -16128, 13092, 4832, 9216, -32767, 8264, 4386, 4642, 8832, -32768, -1, -1089, -1, -8226, -24677, -13409, -1089, 13303, 32509, 32185, -8707, -1077, 31227, 32631, -1043, -32768, 0, -3954, 2050, 0, -29696, -32765, 0, 13092, 4832, 0, -32767, 8264, 0, 4642, 8832, -32768, -1, -1089, -1, -9642, -24677, -13409, -9291, 13303, 32509, 15529, -8707, -1077, 4394, 32631, -1043]
// CHECK: arg11 = [0, 65535, 2080, 2056, 578, 5315, 4617, 1990, 7216, 576, 49472, 4628, 27312, 23616, 35844, 4384, 0, 65535, 32631, 49150, 48990, 31971, 55261, 57295, 65206, 4059, 55766, 48887, 61179, 32249, 61055, 57335, 0, 0, 2080, 2056, 0, 5315, 4617, 0, 7216, 576, 0, 4628, 27312, 0, 35844, 4384, 0, 65535, 32631, 49150, 3914, 31971, 55261, 6087, 65206, 4059, 55744, 48887, 61179, 32209, 61055, 57335]
// CHECK: arg14 = [-2147483648, -1, 1577092, 1216365568, 873792774, -1574567887, 1149274693, 407684544, -2147483648, -1, 1341930397, 2144454277, -10627586, -67162181, 1574173687, 436201438, -2147483648, 0, 1577092, 1216365568, 0, -1574567887, 1149274693, 0, -2147483648, -1, 1341930397, 2144454277, 2103248342, -67162181, 1574173687, 426558938]
// CHECK: arg17 = [0, 4294967295, 68159273, 18124816, 1208748032, 404238304, 102119744, 2305327111, 0, 4294967295, 1606418429, 3187538551, 4177505246, 3680354299, 4152360924, 4218409727, 0, 0, 68159273, 18124816, 0, 404238304, 102119744, 0, 0, 4294967295, 1606418429, 3187538551, 1221430098, 3680354299, 4152360924, 3681124943]
// CHECK: arg18 = [0, 1, 1, 0, 1, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0, 1, 0, 1, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 1, 0, 1]
// CHECK: arg19 = [0, 1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 0, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0]
// CHECK: arg20 = [0, 1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 0, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1]

func.func @bitops(%x_si8: !compass.ptr<si8, global>, %y_si8: !compass.ptr<si8, global>, %o_si8: !compass.ptr<si8, global>,
    %x_ui8: !compass.ptr<ui8, global>, %y_ui8: !compass.ptr<ui8, global>, %o_ui8: !compass.ptr<ui8, global>,
    %x_si16: !compass.ptr<si16, global>, %y_si16: !compass.ptr<si16, global>, %o_si16: !compass.ptr<si16, global>,
    %x_ui16: !compass.ptr<ui16, global>, %y_ui16: !compass.ptr<ui16, global>, %o_ui16: !compass.ptr<ui16, global>,
    %x_si32: !compass.ptr<si32, global>, %y_si32: !compass.ptr<si32, global>, %o_si32: !compass.ptr<si32, global>,
    %x_ui32: !compass.ptr<ui32, global>, %y_ui32: !compass.ptr<ui32, global>, %o_ui32: !compass.ptr<ui32, global>,
    %mo8: !compass.ptr<si32, global>,
    %mo16: !compass.ptr<si16, global>,
    %mo32: !compass.ptr<si8, global>,
    %n: si32) attributes {compass.kernel} {
  %tid = compass.get_local_id : si32
  %c0 = tir.const 0 : si32
  %first = tir.cmp eq, %tid, %c0 : si32
  tir.if %first {
    // si8: x & ~y, x | ~y (all lanes), x & ~y under m without r (stored
    // under m), x | ~y under m with r = x.
    %all_si8 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<32>
    %m_si8 = compass.const_mask [true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false] : !compass.mask<32>
    %vx_si8 = compass.vload %x_si8, %all_si8 : !compass.ptr<si8, global>, !compass.mask<32> -> vector<32xsi8>
    %vy_si8 = compass.vload %y_si8, %all_si8 : !compass.ptr<si8, global>, !compass.mask<32> -> vector<32xsi8>
    %clr_si8 = compass.vbclr %vx_si8, %vy_si8, %all_si8 : vector<32xsi8>, !compass.mask<32>
    %set_si8 = compass.vbset %vx_si8, %vy_si8, %all_si8 : vector<32xsi8>, !compass.mask<32>
    %mclr_si8 = compass.vbclr %vx_si8, %vy_si8, %m_si8 : vector<32xsi8>, !compass.mask<32>
    %mset_si8 = compass.vbset %vx_si8, %vy_si8, %m_si8 r %vx_si8 : vector<32xsi8>, !compass.mask<32>
    %n_si8 = tir.const 32 : si32
    %n2_si8 = tir.const 64 : si32
    %n3_si8 = tir.const 96 : si32
    %p1_si8 = tir.ptr_offset %o_si8, %n_si8 : !compass.ptr<si8, global>, si32
    %p2_si8 = tir.ptr_offset %o_si8, %n2_si8 : !compass.ptr<si8, global>, si32
    %p3_si8 = tir.ptr_offset %o_si8, %n3_si8 : !compass.ptr<si8, global>, si32
    compass.vstore %clr_si8, %o_si8, %all_si8 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    compass.vstore %set_si8, %p1_si8, %all_si8 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    compass.vstore %mclr_si8, %p2_si8, %m_si8 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    compass.vstore %mset_si8, %p3_si8, %all_si8 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>

    // ui8: x & ~y, x | ~y (all lanes), x & ~y under m without r (stored
    // under m), x | ~y under m with r = x.
    %all_ui8 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<32>
    %m_ui8 = compass.const_mask [true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true, false] : !compass.mask<32>
    %vx_ui8 = compass.vload %x_ui8, %all_ui8 : !compass.ptr<ui8, global>, !compass.mask<32> -> vector<32xui8>
    %vy_ui8 = compass.vload %y_ui8, %all_ui8 : !compass.ptr<ui8, global>, !compass.mask<32> -> vector<32xui8>
    %clr_ui8 = compass.vbclr %vx_ui8, %vy_ui8, %all_ui8 : vector<32xui8>, !compass.mask<32>
    %set_ui8 = compass.vbset %vx_ui8, %vy_ui8, %all_ui8 : vector<32xui8>, !compass.mask<32>
    %mclr_ui8 = compass.vbclr %vx_ui8, %vy_ui8, %m_ui8 : vector<32xui8>, !compass.mask<32>
    %mset_ui8 = compass.vbset %vx_ui8, %vy_ui8, %m_ui8 r %vx_ui8 : vector<32xui8>, !compass.mask<32>
    %n_ui8 = tir.const 32 : si32
    %n2_ui8 = tir.const 64 : si32
    %n3_ui8 = tir.const 96 : si32
    %p1_ui8 = tir.ptr_offset %o_ui8, %n_ui8 : !compass.ptr<ui8, global>, si32
    %p2_ui8 = tir.ptr_offset %o_ui8, %n2_ui8 : !compass.ptr<ui8, global>, si32
    %p3_ui8 = tir.ptr_offset %o_ui8, %n3_ui8 : !compass.ptr<ui8, global>, si32
    compass.vstore %clr_ui8, %o_ui8, %all_ui8 : vector<32xui8>, !compass.ptr<ui8, global>, !compass.mask<32>
    compass.vstore %set_ui8, %p1_ui8, %all_ui8 : vector<32xui8>, !compass.ptr<ui8, global>, !compass.mask<32>
    compass.vstore %mclr_ui8, %p2_ui8, %m_ui8 : vector<32xui8>, !compass.ptr<ui8, global>, !compass.mask<32>
    compass.vstore %mset_ui8, %p3_ui8, %all_ui8 : vector<32xui8>, !compass.ptr<ui8, global>, !compass.mask<32>

    // si16: x & ~y, x | ~y (all lanes), x & ~y under m without r (stored
    // under m), x | ~y under m with r = x.
    %all_si16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
    %m_si16 = compass.const_mask [true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true] : !compass.mask<16>
    %vx_si16 = compass.vload %x_si16, %all_si16 : !compass.ptr<si16, global>, !compass.mask<16> -> vector<16xsi16>
    %vy_si16 = compass.vload %y_si16, %all_si16 : !compass.ptr<si16, global>, !compass.mask<16> -> vector<16xsi16>
    %clr_si16 = compass.vbclr %vx_si16, %vy_si16, %all_si16 : vector<16xsi16>, !compass.mask<16>
    %set_si16 = compass.vbset %vx_si16, %vy_si16, %all_si16 : vector<16xsi16>, !compass.mask<16>
    %mclr_si16 = compass.vbclr %vx_si16, %vy_si16, %m_si16 : vector<16xsi16>, !compass.mask<16>
    %mset_si16 = compass.vbset %vx_si16, %vy_si16, %m_si16 r %vx_si16 : vector<16xsi16>, !compass.mask<16>
    %n_si16 = tir.const 16 : si32
    %n2_si16 = tir.const 32 : si32
    %n3_si16 = tir.const 48 : si32
    %p1_si16 = tir.ptr_offset %o_si16, %n_si16 : !compass.ptr<si16, global>, si32
    %p2_si16 = tir.ptr_offset %o_si16, %n2_si16 : !compass.ptr<si16, global>, si32
    %p3_si16 = tir.ptr_offset %o_si16, %n3_si16 : !compass.ptr<si16, global>, si32
    compass.vstore %clr_si16, %o_si16, %all_si16 : vector<16xsi16>, !compass.ptr<si16, global>, !compass.mask<16>
    compass.vstore %set_si16, %p1_si16, %all_si16 : vector<16xsi16>, !compass.ptr<si16, global>, !compass.mask<16>
    compass.vstore %mclr_si16, %p2_si16, %m_si16 : vector<16xsi16>, !compass.ptr<si16, global>, !compass.mask<16>
    compass.vstore %mset_si16, %p3_si16, %all_si16 : vector<16xsi16>, !compass.ptr<si16, global>, !compass.mask<16>

    // ui16: x & ~y, x | ~y (all lanes), x & ~y under m without r (stored
    // under m), x | ~y under m with r = x.
    %all_ui16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
    %m_ui16 = compass.const_mask [true, false, true, true, false, true, true, false, true, true, false, true, true, false, true, true] : !compass.mask<16>
    %vx_ui16 = compass.vload %x_ui16, %all_ui16 : !compass.ptr<ui16, global>, !compass.mask<16> -> vector<16xui16>
    %vy_ui16 = compass.vload %y_ui16, %all_ui16 : !compass.ptr<ui16, global>, !compass.mask<16> -> vector<16xui16>
    %clr_ui16 = compass.vbclr %vx_ui16, %vy_ui16, %all_ui16 : vector<16xui16>, !compass.mask<16>
    %set_ui16 = compass.vbset %vx_ui16, %vy_ui16, %all_ui16 : vector<16xui16>, !compass.mask<16>
    %mclr_ui16 = compass.vbclr %vx_ui16, %vy_ui16, %m_ui16 : vector<16xui16>, !compass.mask<16>
    %mset_ui16 = compass.vbset %vx_ui16, %vy_ui16, %m_ui16 r %vx_ui16 : vector<16xui16>, !compass.mask<16>
    %n_ui16 = tir.const 16 : si32
    %n2_ui16 = tir.const 32 : si32
    %n3_ui16 = tir.const 48 : si32
    %p1_ui16 = tir.ptr_offset %o_ui16, %n_ui16 : !compass.ptr<ui16, global>, si32
    %p2_ui16 = tir.ptr_offset %o_ui16, %n2_ui16 : !compass.ptr<ui16, global>, si32
    %p3_ui16 = tir.ptr_offset %o_ui16, %n3_ui16 : !compass.ptr<ui16, global>, si32
    compass.vstore %clr_ui16, %o_ui16, %all_ui16 : vector<16xui16>, !compass.ptr<ui16, global>, !compass.mask<16>
    compass.vstore %set_ui16, %p1_ui16, %all_ui16 : vector<16xui16>, !compass.ptr<ui16, global>, !compass.mask<16>
    compass.vstore %mclr_ui16, %p2_ui16, %m_ui16 : vector<16xui16>, !compass.ptr<ui16, global>, !compass.mask<16>
    compass.vstore %mset_ui16, %p3_ui16, %all_ui16 : vector<16xui16>, !compass.ptr<ui16, global>, !compass.mask<16>

    // si32: x & ~y, x | ~y (all lanes), x & ~y under m without r (stored
    // under m), x | ~y under m with r = x.
    %all_si32 = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
    %m_si32 = compass.const_mask [true, false, true, true, false, true, true, false] : !compass.mask<8>
    %vx_si32 = compass.vload %x_si32, %all_si32 : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    %vy_si32 = compass.vload %y_si32, %all_si32 : !compass.ptr<si32, global>, !compass.mask<8> -> vector<8xsi32>
    %clr_si32 = compass.vbclr %vx_si32, %vy_si32, %all_si32 : vector<8xsi32>, !compass.mask<8>
    %set_si32 = compass.vbset %vx_si32, %vy_si32, %all_si32 : vector<8xsi32>, !compass.mask<8>
    %mclr_si32 = compass.vbclr %vx_si32, %vy_si32, %m_si32 : vector<8xsi32>, !compass.mask<8>
    %mset_si32 = compass.vbset %vx_si32, %vy_si32, %m_si32 r %vx_si32 : vector<8xsi32>, !compass.mask<8>
    %n_si32 = tir.const 8 : si32
    %n2_si32 = tir.const 16 : si32
    %n3_si32 = tir.const 24 : si32
    %p1_si32 = tir.ptr_offset %o_si32, %n_si32 : !compass.ptr<si32, global>, si32
    %p2_si32 = tir.ptr_offset %o_si32, %n2_si32 : !compass.ptr<si32, global>, si32
    %p3_si32 = tir.ptr_offset %o_si32, %n3_si32 : !compass.ptr<si32, global>, si32
    compass.vstore %clr_si32, %o_si32, %all_si32 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    compass.vstore %set_si32, %p1_si32, %all_si32 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    compass.vstore %mclr_si32, %p2_si32, %m_si32 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    compass.vstore %mset_si32, %p3_si32, %all_si32 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>

    // ui32: x & ~y, x | ~y (all lanes), x & ~y under m without r (stored
    // under m), x | ~y under m with r = x.
    %all_ui32 = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
    %m_ui32 = compass.const_mask [true, false, true, true, false, true, true, false] : !compass.mask<8>
    %vx_ui32 = compass.vload %x_ui32, %all_ui32 : !compass.ptr<ui32, global>, !compass.mask<8> -> vector<8xui32>
    %vy_ui32 = compass.vload %y_ui32, %all_ui32 : !compass.ptr<ui32, global>, !compass.mask<8> -> vector<8xui32>
    %clr_ui32 = compass.vbclr %vx_ui32, %vy_ui32, %all_ui32 : vector<8xui32>, !compass.mask<8>
    %set_ui32 = compass.vbset %vx_ui32, %vy_ui32, %all_ui32 : vector<8xui32>, !compass.mask<8>
    %mclr_ui32 = compass.vbclr %vx_ui32, %vy_ui32, %m_ui32 : vector<8xui32>, !compass.mask<8>
    %mset_ui32 = compass.vbset %vx_ui32, %vy_ui32, %m_ui32 r %vx_ui32 : vector<8xui32>, !compass.mask<8>
    %n_ui32 = tir.const 8 : si32
    %n2_ui32 = tir.const 16 : si32
    %n3_ui32 = tir.const 24 : si32
    %p1_ui32 = tir.ptr_offset %o_ui32, %n_ui32 : !compass.ptr<ui32, global>, si32
    %p2_ui32 = tir.ptr_offset %o_ui32, %n2_ui32 : !compass.ptr<ui32, global>, si32
    %p3_ui32 = tir.ptr_offset %o_ui32, %n3_ui32 : !compass.ptr<ui32, global>, si32
    compass.vstore %clr_ui32, %o_ui32, %all_ui32 : vector<8xui32>, !compass.ptr<ui32, global>, !compass.mask<8>
    compass.vstore %set_ui32, %p1_ui32, %all_ui32 : vector<8xui32>, !compass.ptr<ui32, global>, !compass.mask<8>
    compass.vstore %mclr_ui32, %p2_ui32, %m_ui32 : vector<8xui32>, !compass.ptr<ui32, global>, !compass.mask<8>
    compass.vstore %mset_ui32, %p3_ui32, %all_ui32 : vector<8xui32>, !compass.ptr<ui32, global>, !compass.mask<8>

    // Masks of 8 lanes: t = tail_mask(n), k = lanes i % 3 == 0.
    %t8 = compass.tail_mask %n : si32 -> !compass.mask<8>
    %k8 = compass.const_mask [true, false, false, true, false, false, true, false] : !compass.mask<8>
    %all8 = compass.const_mask [true, true, true, true, true, true, true, true] : !compass.mask<8>
    %one8 = tir.const 1 : si32
    %zero8 = tir.const 0 : si32
    %ones8 = compass.vbcast %one8 : si32 -> vector<8xsi32>
    %zeros8 = compass.vbcast %zero8 : si32 -> vector<8xsi32>
    %mask_andnot8 = compass.mask_andnot %t8, %k8 : !compass.mask<8>
    %smask_andnot8 = compass.vsel %ones8, %zeros8, %mask_andnot8 : vector<8xsi32>, !compass.mask<8>
    %omask_andnot8 = tir.const 0 : si32
    %qmask_andnot8 = tir.ptr_offset %mo8, %omask_andnot8 : !compass.ptr<si32, global>, si32
    compass.vstore %smask_andnot8, %qmask_andnot8, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %mask_ornot8 = compass.mask_ornot %t8, %k8 : !compass.mask<8>
    %smask_ornot8 = compass.vsel %ones8, %zeros8, %mask_ornot8 : vector<8xsi32>, !compass.mask<8>
    %omask_ornot8 = tir.const 8 : si32
    %qmask_ornot8 = tir.ptr_offset %mo8, %omask_ornot8 : !compass.ptr<si32, global>, si32
    compass.vstore %smask_ornot8, %qmask_ornot8, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %mask_nand8 = compass.mask_nand %t8, %k8 : !compass.mask<8>
    %smask_nand8 = compass.vsel %ones8, %zeros8, %mask_nand8 : vector<8xsi32>, !compass.mask<8>
    %omask_nand8 = tir.const 16 : si32
    %qmask_nand8 = tir.ptr_offset %mo8, %omask_nand8 : !compass.ptr<si32, global>, si32
    compass.vstore %smask_nand8, %qmask_nand8, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>
    %mask_nor8 = compass.mask_nor %t8, %k8 : !compass.mask<8>
    %smask_nor8 = compass.vsel %ones8, %zeros8, %mask_nor8 : vector<8xsi32>, !compass.mask<8>
    %omask_nor8 = tir.const 24 : si32
    %qmask_nor8 = tir.ptr_offset %mo8, %omask_nor8 : !compass.ptr<si32, global>, si32
    compass.vstore %smask_nor8, %qmask_nor8, %all8 : vector<8xsi32>, !compass.ptr<si32, global>, !compass.mask<8>

    // Masks of 16 lanes: t = tail_mask(n), k = lanes i % 3 == 0.
    %t16 = compass.tail_mask %n : si32 -> !compass.mask<16>
    %k16 = compass.const_mask [true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true] : !compass.mask<16>
    %all16 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<16>
    %one16 = tir.const 1 : si16
    %zero16 = tir.const 0 : si16
    %ones16 = compass.vbcast %one16 : si16 -> vector<16xsi16>
    %zeros16 = compass.vbcast %zero16 : si16 -> vector<16xsi16>
    %mask_andnot16 = compass.mask_andnot %t16, %k16 : !compass.mask<16>
    %smask_andnot16 = compass.vsel %ones16, %zeros16, %mask_andnot16 : vector<16xsi16>, !compass.mask<16>
    %omask_andnot16 = tir.const 0 : si32
    %qmask_andnot16 = tir.ptr_offset %mo16, %omask_andnot16 : !compass.ptr<si16, global>, si32
    compass.vstore %smask_andnot16, %qmask_andnot16, %all16 : vector<16xsi16>, !compass.ptr<si16, global>, !compass.mask<16>
    %mask_ornot16 = compass.mask_ornot %t16, %k16 : !compass.mask<16>
    %smask_ornot16 = compass.vsel %ones16, %zeros16, %mask_ornot16 : vector<16xsi16>, !compass.mask<16>
    %omask_ornot16 = tir.const 16 : si32
    %qmask_ornot16 = tir.ptr_offset %mo16, %omask_ornot16 : !compass.ptr<si16, global>, si32
    compass.vstore %smask_ornot16, %qmask_ornot16, %all16 : vector<16xsi16>, !compass.ptr<si16, global>, !compass.mask<16>
    %mask_nand16 = compass.mask_nand %t16, %k16 : !compass.mask<16>
    %smask_nand16 = compass.vsel %ones16, %zeros16, %mask_nand16 : vector<16xsi16>, !compass.mask<16>
    %omask_nand16 = tir.const 32 : si32
    %qmask_nand16 = tir.ptr_offset %mo16, %omask_nand16 : !compass.ptr<si16, global>, si32
    compass.vstore %smask_nand16, %qmask_nand16, %all16 : vector<16xsi16>, !compass.ptr<si16, global>, !compass.mask<16>
    %mask_nor16 = compass.mask_nor %t16, %k16 : !compass.mask<16>
    %smask_nor16 = compass.vsel %ones16, %zeros16, %mask_nor16 : vector<16xsi16>, !compass.mask<16>
    %omask_nor16 = tir.const 48 : si32
    %qmask_nor16 = tir.ptr_offset %mo16, %omask_nor16 : !compass.ptr<si16, global>, si32
    compass.vstore %smask_nor16, %qmask_nor16, %all16 : vector<16xsi16>, !compass.ptr<si16, global>, !compass.mask<16>

    // Masks of 32 lanes: t = tail_mask(n), k = lanes i % 3 == 0.
    %t32 = compass.tail_mask %n : si32 -> !compass.mask<32>
    %k32 = compass.const_mask [true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false] : !compass.mask<32>
    %all32 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : !compass.mask<32>
    %one32 = tir.const 1 : si8
    %zero32 = tir.const 0 : si8
    %ones32 = compass.vbcast %one32 : si8 -> vector<32xsi8>
    %zeros32 = compass.vbcast %zero32 : si8 -> vector<32xsi8>
    %mask_andnot32 = compass.mask_andnot %t32, %k32 : !compass.mask<32>
    %smask_andnot32 = compass.vsel %ones32, %zeros32, %mask_andnot32 : vector<32xsi8>, !compass.mask<32>
    %omask_andnot32 = tir.const 0 : si32
    %qmask_andnot32 = tir.ptr_offset %mo32, %omask_andnot32 : !compass.ptr<si8, global>, si32
    compass.vstore %smask_andnot32, %qmask_andnot32, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %mask_ornot32 = compass.mask_ornot %t32, %k32 : !compass.mask<32>
    %smask_ornot32 = compass.vsel %ones32, %zeros32, %mask_ornot32 : vector<32xsi8>, !compass.mask<32>
    %omask_ornot32 = tir.const 32 : si32
    %qmask_ornot32 = tir.ptr_offset %mo32, %omask_ornot32 : !compass.ptr<si8, global>, si32
    compass.vstore %smask_ornot32, %qmask_ornot32, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %mask_nand32 = compass.mask_nand %t32, %k32 : !compass.mask<32>
    %smask_nand32 = compass.vsel %ones32, %zeros32, %mask_nand32 : vector<32xsi8>, !compass.mask<32>
    %omask_nand32 = tir.const 64 : si32
    %qmask_nand32 = tir.ptr_offset %mo32, %omask_nand32 : !compass.ptr<si8, global>, si32
    compass.vstore %smask_nand32, %qmask_nand32, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
    %mask_nor32 = compass.mask_nor %t32, %k32 : !compass.mask<32>
    %smask_nor32 = compass.vsel %ones32, %zeros32, %mask_nor32 : vector<32xsi8>, !compass.mask<32>
    %omask_nor32 = tir.const 96 : si32
    %qmask_nor32 = tir.ptr_offset %mo32, %omask_nor32 : !compass.ptr<si8, global>, si32
    compass.vstore %smask_nor32, %qmask_nor32, %all32 : vector<32xsi8>, !compass.ptr<si8, global>, !compass.mask<32>
  }
  return
}
