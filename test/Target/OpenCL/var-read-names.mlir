// RUN: %valgrind compass-translate --to-opencl %s | FileCheck %s

// Reading a variable names the result after it. The name used to be copied
// from an entry of the emitter's name map after inserting into that map, which
// may grow it: a read of freed memory, which printed `( + 33)` once in a while
// and which memcheck reports every time. The kernel has enough values for the
// map to grow while the pointer variables are read.

// CHECK: cur_a = a;
// CHECK: (cur_a + 16)
// CHECK: (cur_b + 16)
// CHECK: (cur_out + 16)
// CHECK-NOT: ( +
module {
  func.func @walk(%arg0: !compass.ptr<ui16, global> {compass.name = "a"}, %arg1: !compass.ptr<ui16, global> {compass.name = "b"}, %arg2: !compass.ptr<ui16, global> {compass.name = "out"}) attributes {compass.kernel} {
    %0 = compass.const_mask [true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false] : <16>
    %1 = compass.const_mask [true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false] : <16>
    %2 = compass.const_mask [true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false] : <16>
    %3 = compass.const_mask [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true] : <16>
    %4 = tir.const 48 : si32
    %5 = tir.const 5 : si32
    %6 = tir.const 64 : si32
    %7 = tir.const 9 : si32
    %8 = tir.const 33 : si32
    %9 = tir.const 17 : si32
    %10 = tir.const 32 : si32
    %11 = tir.const 16 : si32
    %12 = tir.const 0 : ui16
    %13 = tir.var_decl "cur_a" : <!compass.ptr<ui16, global>>
    tir.var_set %13, %arg0 : <!compass.ptr<ui16, global>>
    %14 = tir.var_decl "cur_b" : <!compass.ptr<ui16, global>>
    tir.var_set %14, %arg1 : <!compass.ptr<ui16, global>>
    %15 = tir.var_decl "cur_out" : <!compass.ptr<ui16, global>>
    tir.var_set %15, %arg2 : <!compass.ptr<ui16, global>>
    %16 = tir.var_get %13 : <!compass.ptr<ui16, global>>
    %17 = compass.vload %16, %3 : <ui16, global>, <16> -> vector<16xui16>
    %18 = tir.var_get %14 : <!compass.ptr<ui16, global>>
    %19 = compass.vload %18, %3 : <ui16, global>, <16> -> vector<16xui16>
    %20 = compass.vand %17, %19, %3 : vector<16xui16>, <16>
    %21 = compass.vbcast %12 : ui16 -> vector<16xui16>
    %22 = compass.vcmp gt, %17, %21, %3 : vector<16xui16>, <16>
    %23 = compass.vcmp gt, %19, %21, %3 : vector<16xui16>, <16>
    %24 = compass.mask_and %22, %23 : <16>
    %25 = compass.vsel %20, %21, %24 : vector<16xui16>, <16>
    %26 = tir.var_get %15 : <!compass.ptr<ui16, global>>
    compass.vstore %25, %26, %3 : vector<16xui16>, <ui16, global>, <16>
    %27 = tir.var_get %13 : <!compass.ptr<ui16, global>>
    %28 = tir.ptr_offset %27, %11 : <ui16, global>, si32
    %29 = tir.var_get %14 : <!compass.ptr<ui16, global>>
    %30 = tir.ptr_offset %29, %11 : <ui16, global>, si32
    %31 = tir.var_get %15 : <!compass.ptr<ui16, global>>
    %32 = tir.ptr_offset %31, %11 : <ui16, global>, si32
    tir.var_set %13, %28 : <!compass.ptr<ui16, global>>
    tir.var_set %14, %30 : <!compass.ptr<ui16, global>>
    tir.var_set %15, %32 : <!compass.ptr<ui16, global>>
    %33 = tir.var_get %13 : <!compass.ptr<ui16, global>>
    %34 = compass.vload %33, %3 : <ui16, global>, <16> -> vector<16xui16>
    %35 = tir.ptr_offset %33, %11 : <ui16, global>, si32
    %36 = compass.vload %35, %3 : <ui16, global>, <16> -> vector<16xui16>
    %37 = tir.var_get %14 : <!compass.ptr<ui16, global>>
    %38 = compass.vload %37, %3 : <ui16, global>, <16> -> vector<16xui16>
    %39 = tir.ptr_offset %37, %11 : <ui16, global>, si32
    %40 = compass.vload %39, %3 : <ui16, global>, <16> -> vector<16xui16>
    %41 = compass.vand %34, %38, %3 : vector<16xui16>, <16>
    %42 = compass.vand %36, %40, %3 : vector<16xui16>, <16>
    %43 = compass.vcmp gt, %34, %21, %3 : vector<16xui16>, <16>
    %44 = compass.vcmp gt, %36, %21, %3 : vector<16xui16>, <16>
    %45 = compass.vcmp gt, %38, %21, %3 : vector<16xui16>, <16>
    %46 = compass.vcmp gt, %40, %21, %3 : vector<16xui16>, <16>
    %47 = compass.mask_and %43, %45 : <16>
    %48 = compass.mask_and %44, %46 : <16>
    %49 = compass.vsel %41, %21, %47 : vector<16xui16>, <16>
    %50 = compass.vsel %42, %21, %48 : vector<16xui16>, <16>
    %51 = tir.var_get %15 : <!compass.ptr<ui16, global>>
    compass.vstore %49, %51, %3 : vector<16xui16>, <ui16, global>, <16>
    %52 = tir.ptr_offset %51, %11 : <ui16, global>, si32
    compass.vstore %50, %52, %3 : vector<16xui16>, <ui16, global>, <16>
    %53 = tir.var_get %13 : <!compass.ptr<ui16, global>>
    %54 = tir.ptr_offset %53, %10 : <ui16, global>, si32
    %55 = tir.var_get %14 : <!compass.ptr<ui16, global>>
    %56 = tir.ptr_offset %55, %10 : <ui16, global>, si32
    %57 = tir.var_get %15 : <!compass.ptr<ui16, global>>
    %58 = tir.ptr_offset %57, %10 : <ui16, global>, si32
    tir.var_set %13, %54 : <!compass.ptr<ui16, global>>
    tir.var_set %14, %56 : <!compass.ptr<ui16, global>>
    tir.var_set %15, %58 : <!compass.ptr<ui16, global>>
    %59 = tir.var_get %13 : <!compass.ptr<ui16, global>>
    %60 = compass.vload %59, %3 : <ui16, global>, <16> -> vector<16xui16>
    %61 = tir.ptr_offset %59, %11 : <ui16, global>, si32
    %62 = compass.vload %61, %2 : <ui16, global>, <16> -> vector<16xui16>
    %63 = tir.var_get %14 : <!compass.ptr<ui16, global>>
    %64 = compass.vload %63, %3 : <ui16, global>, <16> -> vector<16xui16>
    %65 = tir.ptr_offset %63, %11 : <ui16, global>, si32
    %66 = compass.vload %65, %2 : <ui16, global>, <16> -> vector<16xui16>
    %67 = compass.vand %60, %64, %3 : vector<16xui16>, <16>
    %68 = compass.vand %62, %66, %2 : vector<16xui16>, <16>
    %69 = compass.vcmp gt, %60, %21, %3 : vector<16xui16>, <16>
    %70 = compass.vcmp gt, %62, %21, %2 : vector<16xui16>, <16>
    %71 = compass.vcmp gt, %64, %21, %3 : vector<16xui16>, <16>
    %72 = compass.vcmp gt, %66, %21, %2 : vector<16xui16>, <16>
    %73 = compass.mask_and %69, %71 : <16>
    %74 = compass.mask_and %70, %72 : <16>
    %75 = compass.vsel %67, %21, %73 : vector<16xui16>, <16>
    %76 = compass.vsel %68, %21, %74 : vector<16xui16>, <16>
    %77 = tir.var_get %15 : <!compass.ptr<ui16, global>>
    compass.vstore %75, %77, %3 : vector<16xui16>, <ui16, global>, <16>
    %78 = tir.ptr_offset %77, %11 : <ui16, global>, si32
    compass.vstore %76, %78, %2 : vector<16xui16>, <ui16, global>, <16>
    %79 = tir.var_get %13 : <!compass.ptr<ui16, global>>
    %80 = tir.ptr_offset %79, %9 : <ui16, global>, si32
    %81 = tir.var_get %14 : <!compass.ptr<ui16, global>>
    %82 = tir.ptr_offset %81, %9 : <ui16, global>, si32
    %83 = tir.var_get %15 : <!compass.ptr<ui16, global>>
    %84 = tir.ptr_offset %83, %9 : <ui16, global>, si32
    tir.var_set %13, %80 : <!compass.ptr<ui16, global>>
    tir.var_set %14, %82 : <!compass.ptr<ui16, global>>
    tir.var_set %15, %84 : <!compass.ptr<ui16, global>>
    %85 = tir.var_get %13 : <!compass.ptr<ui16, global>>
    %86 = compass.vload %85, %3 : <ui16, global>, <16> -> vector<16xui16>
    %87 = tir.ptr_offset %85, %11 : <ui16, global>, si32
    %88 = compass.vload %87, %3 : <ui16, global>, <16> -> vector<16xui16>
    %89 = tir.ptr_offset %85, %10 : <ui16, global>, si32
    %90 = compass.vload %89, %2 : <ui16, global>, <16> -> vector<16xui16>
    %91 = tir.var_get %14 : <!compass.ptr<ui16, global>>
    %92 = compass.vload %91, %3 : <ui16, global>, <16> -> vector<16xui16>
    %93 = tir.ptr_offset %91, %11 : <ui16, global>, si32
    %94 = compass.vload %93, %3 : <ui16, global>, <16> -> vector<16xui16>
    %95 = tir.ptr_offset %91, %10 : <ui16, global>, si32
    %96 = compass.vload %95, %2 : <ui16, global>, <16> -> vector<16xui16>
    %97 = compass.vand %86, %92, %3 : vector<16xui16>, <16>
    %98 = compass.vand %88, %94, %3 : vector<16xui16>, <16>
    %99 = compass.vand %90, %96, %2 : vector<16xui16>, <16>
    %100 = compass.vcmp gt, %86, %21, %3 : vector<16xui16>, <16>
    %101 = compass.vcmp gt, %88, %21, %3 : vector<16xui16>, <16>
    %102 = compass.vcmp gt, %90, %21, %2 : vector<16xui16>, <16>
    %103 = compass.vcmp gt, %92, %21, %3 : vector<16xui16>, <16>
    %104 = compass.vcmp gt, %94, %21, %3 : vector<16xui16>, <16>
    %105 = compass.vcmp gt, %96, %21, %2 : vector<16xui16>, <16>
    %106 = compass.mask_and %100, %103 : <16>
    %107 = compass.mask_and %101, %104 : <16>
    %108 = compass.mask_and %102, %105 : <16>
    %109 = compass.vsel %97, %21, %106 : vector<16xui16>, <16>
    %110 = compass.vsel %98, %21, %107 : vector<16xui16>, <16>
    %111 = compass.vsel %99, %21, %108 : vector<16xui16>, <16>
    %112 = tir.var_get %15 : <!compass.ptr<ui16, global>>
    compass.vstore %109, %112, %3 : vector<16xui16>, <ui16, global>, <16>
    %113 = tir.ptr_offset %112, %11 : <ui16, global>, si32
    compass.vstore %110, %113, %3 : vector<16xui16>, <ui16, global>, <16>
    %114 = tir.ptr_offset %112, %10 : <ui16, global>, si32
    compass.vstore %111, %114, %2 : vector<16xui16>, <ui16, global>, <16>
    %115 = tir.var_get %13 : <!compass.ptr<ui16, global>>
    %116 = tir.ptr_offset %115, %8 : <ui16, global>, si32
    %117 = tir.var_get %14 : <!compass.ptr<ui16, global>>
    %118 = tir.ptr_offset %117, %8 : <ui16, global>, si32
    %119 = tir.var_get %15 : <!compass.ptr<ui16, global>>
    %120 = tir.ptr_offset %119, %8 : <ui16, global>, si32
    tir.var_set %13, %116 : <!compass.ptr<ui16, global>>
    tir.var_set %14, %118 : <!compass.ptr<ui16, global>>
    tir.var_set %15, %120 : <!compass.ptr<ui16, global>>
    %121 = tir.var_get %13 : <!compass.ptr<ui16, global>>
    %122 = compass.vload %121, %1 : <ui16, global>, <16> -> vector<16xui16>
    %123 = tir.var_get %14 : <!compass.ptr<ui16, global>>
    %124 = compass.vload %123, %1 : <ui16, global>, <16> -> vector<16xui16>
    %125 = compass.vand %122, %124, %1 : vector<16xui16>, <16>
    %126 = compass.vcmp gt, %122, %21, %1 : vector<16xui16>, <16>
    %127 = compass.vcmp gt, %124, %21, %1 : vector<16xui16>, <16>
    %128 = compass.mask_and %126, %127 : <16>
    %129 = compass.vsel %125, %21, %128 : vector<16xui16>, <16>
    %130 = tir.var_get %15 : <!compass.ptr<ui16, global>>
    compass.vstore %129, %130, %1 : vector<16xui16>, <ui16, global>, <16>
    %131 = tir.var_get %13 : <!compass.ptr<ui16, global>>
    %132 = tir.ptr_offset %131, %7 : <ui16, global>, si32
    %133 = tir.var_get %14 : <!compass.ptr<ui16, global>>
    %134 = tir.ptr_offset %133, %7 : <ui16, global>, si32
    %135 = tir.var_get %15 : <!compass.ptr<ui16, global>>
    %136 = tir.ptr_offset %135, %7 : <ui16, global>, si32
    tir.var_set %13, %132 : <!compass.ptr<ui16, global>>
    tir.var_set %14, %134 : <!compass.ptr<ui16, global>>
    tir.var_set %15, %136 : <!compass.ptr<ui16, global>>
    %137 = tir.var_get %13 : <!compass.ptr<ui16, global>>
    %138 = compass.vload %137, %3 : <ui16, global>, <16> -> vector<16xui16>
    %139 = tir.ptr_offset %137, %11 : <ui16, global>, si32
    %140 = compass.vload %139, %3 : <ui16, global>, <16> -> vector<16xui16>
    %141 = tir.ptr_offset %137, %10 : <ui16, global>, si32
    %142 = compass.vload %141, %3 : <ui16, global>, <16> -> vector<16xui16>
    %143 = tir.ptr_offset %137, %4 : <ui16, global>, si32
    %144 = compass.vload %143, %3 : <ui16, global>, <16> -> vector<16xui16>
    %145 = tir.var_get %14 : <!compass.ptr<ui16, global>>
    %146 = compass.vload %145, %3 : <ui16, global>, <16> -> vector<16xui16>
    %147 = tir.ptr_offset %145, %11 : <ui16, global>, si32
    %148 = compass.vload %147, %3 : <ui16, global>, <16> -> vector<16xui16>
    %149 = tir.ptr_offset %145, %10 : <ui16, global>, si32
    %150 = compass.vload %149, %3 : <ui16, global>, <16> -> vector<16xui16>
    %151 = tir.ptr_offset %145, %4 : <ui16, global>, si32
    %152 = compass.vload %151, %3 : <ui16, global>, <16> -> vector<16xui16>
    %153 = compass.vand %138, %146, %3 : vector<16xui16>, <16>
    %154 = compass.vand %140, %148, %3 : vector<16xui16>, <16>
    %155 = compass.vand %142, %150, %3 : vector<16xui16>, <16>
    %156 = compass.vand %144, %152, %3 : vector<16xui16>, <16>
    %157 = compass.vcmp gt, %138, %21, %3 : vector<16xui16>, <16>
    %158 = compass.vcmp gt, %140, %21, %3 : vector<16xui16>, <16>
    %159 = compass.vcmp gt, %142, %21, %3 : vector<16xui16>, <16>
    %160 = compass.vcmp gt, %144, %21, %3 : vector<16xui16>, <16>
    %161 = compass.vcmp gt, %146, %21, %3 : vector<16xui16>, <16>
    %162 = compass.vcmp gt, %148, %21, %3 : vector<16xui16>, <16>
    %163 = compass.vcmp gt, %150, %21, %3 : vector<16xui16>, <16>
    %164 = compass.vcmp gt, %152, %21, %3 : vector<16xui16>, <16>
    %165 = compass.mask_and %157, %161 : <16>
    %166 = compass.mask_and %158, %162 : <16>
    %167 = compass.mask_and %159, %163 : <16>
    %168 = compass.mask_and %160, %164 : <16>
    %169 = compass.vsel %153, %21, %165 : vector<16xui16>, <16>
    %170 = compass.vsel %154, %21, %166 : vector<16xui16>, <16>
    %171 = compass.vsel %155, %21, %167 : vector<16xui16>, <16>
    %172 = compass.vsel %156, %21, %168 : vector<16xui16>, <16>
    %173 = tir.var_get %15 : <!compass.ptr<ui16, global>>
    compass.vstore %169, %173, %3 : vector<16xui16>, <ui16, global>, <16>
    %174 = tir.ptr_offset %173, %11 : <ui16, global>, si32
    compass.vstore %170, %174, %3 : vector<16xui16>, <ui16, global>, <16>
    %175 = tir.ptr_offset %173, %10 : <ui16, global>, si32
    compass.vstore %171, %175, %3 : vector<16xui16>, <ui16, global>, <16>
    %176 = tir.ptr_offset %173, %4 : <ui16, global>, si32
    compass.vstore %172, %176, %3 : vector<16xui16>, <ui16, global>, <16>
    %177 = tir.var_get %13 : <!compass.ptr<ui16, global>>
    %178 = tir.ptr_offset %177, %6 : <ui16, global>, si32
    %179 = tir.var_get %14 : <!compass.ptr<ui16, global>>
    %180 = tir.ptr_offset %179, %6 : <ui16, global>, si32
    %181 = tir.var_get %15 : <!compass.ptr<ui16, global>>
    %182 = tir.ptr_offset %181, %6 : <ui16, global>, si32
    tir.var_set %13, %178 : <!compass.ptr<ui16, global>>
    tir.var_set %14, %180 : <!compass.ptr<ui16, global>>
    tir.var_set %15, %182 : <!compass.ptr<ui16, global>>
    %183 = tir.var_get %13 : <!compass.ptr<ui16, global>>
    %184 = compass.vload %183, %0 : <ui16, global>, <16> -> vector<16xui16>
    %185 = tir.var_get %14 : <!compass.ptr<ui16, global>>
    %186 = compass.vload %185, %0 : <ui16, global>, <16> -> vector<16xui16>
    %187 = compass.vand %184, %186, %0 : vector<16xui16>, <16>
    %188 = compass.vcmp gt, %184, %21, %0 : vector<16xui16>, <16>
    %189 = compass.vcmp gt, %186, %21, %0 : vector<16xui16>, <16>
    %190 = compass.mask_and %188, %189 : <16>
    %191 = compass.vsel %187, %21, %190 : vector<16xui16>, <16>
    %192 = tir.var_get %15 : <!compass.ptr<ui16, global>>
    compass.vstore %191, %192, %0 : vector<16xui16>, <ui16, global>, <16>
    %193 = tir.var_get %13 : <!compass.ptr<ui16, global>>
    %194 = tir.ptr_offset %193, %5 : <ui16, global>, si32
    %195 = tir.var_get %14 : <!compass.ptr<ui16, global>>
    %196 = tir.ptr_offset %195, %5 : <ui16, global>, si32
    %197 = tir.var_get %15 : <!compass.ptr<ui16, global>>
    %198 = tir.ptr_offset %197, %5 : <ui16, global>, si32
    tir.var_set %13, %194 : <!compass.ptr<ui16, global>>
    tir.var_set %14, %196 : <!compass.ptr<ui16, global>>
    tir.var_set %15, %198 : <!compass.ptr<ui16, global>>
    %199 = tir.var_get %13 : <!compass.ptr<ui16, global>>
    %200 = compass.vload %199, %3 : <ui16, global>, <16> -> vector<16xui16>
    %201 = tir.ptr_offset %199, %11 : <ui16, global>, si32
    %202 = compass.vload %201, %3 : <ui16, global>, <16> -> vector<16xui16>
    %203 = tir.ptr_offset %199, %10 : <ui16, global>, si32
    %204 = compass.vload %203, %3 : <ui16, global>, <16> -> vector<16xui16>
    %205 = tir.var_get %14 : <!compass.ptr<ui16, global>>
    %206 = compass.vload %205, %3 : <ui16, global>, <16> -> vector<16xui16>
    %207 = tir.ptr_offset %205, %11 : <ui16, global>, si32
    %208 = compass.vload %207, %3 : <ui16, global>, <16> -> vector<16xui16>
    %209 = tir.ptr_offset %205, %10 : <ui16, global>, si32
    %210 = compass.vload %209, %3 : <ui16, global>, <16> -> vector<16xui16>
    %211 = compass.vand %200, %206, %3 : vector<16xui16>, <16>
    %212 = compass.vand %202, %208, %3 : vector<16xui16>, <16>
    %213 = compass.vand %204, %210, %3 : vector<16xui16>, <16>
    %214 = compass.vcmp gt, %200, %21, %3 : vector<16xui16>, <16>
    %215 = compass.vcmp gt, %202, %21, %3 : vector<16xui16>, <16>
    %216 = compass.vcmp gt, %204, %21, %3 : vector<16xui16>, <16>
    %217 = compass.vcmp gt, %206, %21, %3 : vector<16xui16>, <16>
    %218 = compass.vcmp gt, %208, %21, %3 : vector<16xui16>, <16>
    %219 = compass.vcmp gt, %210, %21, %3 : vector<16xui16>, <16>
    %220 = compass.mask_and %214, %217 : <16>
    %221 = compass.mask_and %215, %218 : <16>
    %222 = compass.mask_and %216, %219 : <16>
    %223 = compass.vsel %211, %21, %220 : vector<16xui16>, <16>
    %224 = compass.vsel %212, %21, %221 : vector<16xui16>, <16>
    %225 = compass.vsel %213, %21, %222 : vector<16xui16>, <16>
    %226 = tir.var_get %15 : <!compass.ptr<ui16, global>>
    compass.vstore %223, %226, %3 : vector<16xui16>, <ui16, global>, <16>
    %227 = tir.ptr_offset %226, %11 : <ui16, global>, si32
    compass.vstore %224, %227, %3 : vector<16xui16>, <ui16, global>, <16>
    %228 = tir.ptr_offset %226, %10 : <ui16, global>, si32
    compass.vstore %225, %228, %3 : vector<16xui16>, <ui16, global>, <16>
    %229 = tir.var_get %13 : <!compass.ptr<ui16, global>>
    %230 = tir.ptr_offset %229, %4 : <ui16, global>, si32
    %231 = tir.var_get %14 : <!compass.ptr<ui16, global>>
    %232 = tir.ptr_offset %231, %4 : <ui16, global>, si32
    %233 = tir.var_get %15 : <!compass.ptr<ui16, global>>
    %234 = tir.ptr_offset %233, %4 : <ui16, global>, si32
    tir.var_set %13, %230 : <!compass.ptr<ui16, global>>
    tir.var_set %14, %232 : <!compass.ptr<ui16, global>>
    tir.var_set %15, %234 : <!compass.ptr<ui16, global>>
    return
  }
}
