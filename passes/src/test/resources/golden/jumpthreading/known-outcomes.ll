; cvg jump-threading: the three ways a branch is known on an edge, and SSA repair.
; %m branches on %c, which %start already branched on: true on the edge from %a, false from %b.
; %m defines %x, used in %exit after %t and %f join: the copy's %x and %m's meet in a new phi.
; %j branches on an icmp of its phi %p, whose value from %m2 is the constant 0.
; expected: threaded, LEGAL

define spir_kernel void @src(ptr %out, i32 %n) {
start:
  %tid = call i32 @tid()
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  %c = icmp ult i32 %tid, 4
  br i1 %c, label %a, label %b

a:
  store i32 1, ptr %slot, align 4
  br label %m

b:
  store i32 2, ptr %slot, align 4
  br label %m

m:
  %x = add i32 %tid, 7
  br i1 %c, label %t, label %f

t:
  store i32 %x, ptr %slot, align 4
  br label %exit

f:
  br label %exit

exit:
  %w = mul i32 %x, 3
  %u = icmp ult i32 %n, 2
  br i1 %u, label %m2, label %other

m2:
  br label %j

other:
  %v = and i32 %tid, 1
  br label %j

j:
  %p = phi i32 [ 0, %m2 ], [ %v, %other ]
  %q = icmp eq i32 %p, 0
  br i1 %q, label %yes, label %no

yes:
  store i32 %w, ptr %slot, align 4
  ret void

no:
  ret void
}

declare i32 @tid() #0

attributes #0 = { nounwind willreturn memory(none) }
