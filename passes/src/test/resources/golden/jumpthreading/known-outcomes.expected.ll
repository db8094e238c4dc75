define spir_kernel void @src(ptr %out, i32 %n) {
start:
  %tid = call i32 @tid()
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  %c = icmp ult i32 %tid, 4
  br i1 %c, label %a, label %b

a:
  store i32 1, ptr %slot, align 4
  br label %m.1

m.1:
  %x.1 = add i32 %tid, 7
  br label %t

b:
  store i32 2, ptr %slot, align 4
  br label %m

m:
  %x = add i32 %tid, 7
  br label %f

t:
  %x.merge = phi i32 [ %x.1, %m.1 ]
  store i32 %x.merge, ptr %slot, align 4
  br label %exit

f:
  br label %exit

exit:
  %x.merge.1 = phi i32 [ %x.merge, %t ], [ %x, %f ]
  %w = mul i32 %x.merge.1, 3
  %u = icmp ult i32 %n, 2
  br i1 %u, label %m2, label %other

m2:
  br label %yes

other:
  %v = and i32 %tid, 1
  br label %j

j:
  %p = phi i32 [ %v, %other ]
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
