import { adminDeleteUser, adminUpdateUser } from '@/lib/auth/api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export async function PATCH(request: Request, { params }: Context) {
  return adminUpdateUser(request, (await params).id);
}

export async function DELETE(request: Request, { params }: Context) {
  return adminDeleteUser(request, (await params).id);
}
