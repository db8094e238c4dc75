; @src uses tokens; @callee is uncontrolled, with a loop around its convergent operation. Mixing
; the modes in @src is forbidden, so the callee's implicit control is made explicit (Inferring
; Tokens: its entry is the call's token %inner, a heart in %cl, the operation under the heart).
; Thread t runs (t % 4) + 1 outer iterations; the callee loops %x + (tid & 1) times.
; guarded: inline
; verdict: LEGAL

define spir_kernel void @src(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %low = and i32 %tid, 3
  %trips = add i32 %low, 1
  %outer = call token @llvm.experimental.convergence.anchor()
  br label %while

while:
  %counter = phi i32 [ %trips, %start ], [ %counterNext, %body ]
  %acc = phi i32 [ 0, %start ], [ %accNext, %body ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %more = icmp sgt i32 %counter, 0
  br i1 %more, label %body, label %exit

body:
  %c = call i32 @callee(i32 1, i32 %tid) [ "convergencectrl"(token %inner) ]
  %scaled = mul i32 %acc, 10
  %accNext = add i32 %scaled, %c
  %counterNext = sub i32 %counter, 1
  br label %while

exit:
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %acc, ptr %slot, align 4
  ret void
}

define internal i32 @callee(i32 %x, i32 %t) #0 {
cstart:
  %odd = and i32 %t, 1
  %n = add i32 %x, %odd
  br label %cl

cl:
  %k = phi i32 [ 0, %cstart ], [ %kNext, %cl ]
  %s = phi i32 [ 0, %cstart ], [ %sNext, %cl ]
  %v = call i32 @subgroupAdd(i32 1)
  %sNext = add i32 %s, %v
  %kNext = add i32 %k, 1
  %again = icmp slt i32 %kNext, %n
  br i1 %again, label %cl, label %cdone

cdone:
  ret i32 %sNext
}

declare token @llvm.experimental.convergence.entry() #1
declare token @llvm.experimental.convergence.anchor() #1
declare token @llvm.experimental.convergence.loop() #1
declare i32 @tid() #2
declare i32 @subgroupAdd(i32) #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
