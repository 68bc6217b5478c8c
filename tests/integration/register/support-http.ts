import { GET as getEmail } from '@/app/api/register/email/route';
import { POST as postCode } from '@/app/api/register/code/route';
import { POST as postRegister } from '@/app/api/register/route';
import { GET as getUsername } from '@/app/api/register/username/route';
import { call, jsonRequest } from '../backend/support/forms';

// The registration's route handlers called with real Request objects.

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

function getRequest(path: string, ip: string): Request {
  return new Request(`http://localhost:3000${path}`, { headers: { 'x-forwarded-for': ip } });
}

export function checkEmail(email: string, ip: string): Promise<Answer> {
  return call(getEmail, getRequest(`/api/register/email?email=${encodeURIComponent(email)}`, ip));
}

export function checkUsername(username: string, ip: string): Promise<Answer> {
  return call(getUsername, getRequest(`/api/register/username?username=${encodeURIComponent(username)}`, ip));
}

export function sendCode(email: string, ip: string, locale = 'en'): Promise<Answer> {
  return call(postCode, jsonRequest('/api/register/code', { email, locale }, { ip }));
}

export function register(body: Record<string, unknown>, ip: string): Promise<Answer> {
  return call(postRegister, jsonRequest('/api/register', body, { ip }));
}
