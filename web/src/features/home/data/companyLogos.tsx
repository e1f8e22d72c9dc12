import type { ReactNode } from 'react';

/** The hiring companies' logos (fictional), each drawn on a 40 x 40 grid. */
export const COMPANY_LOGOS = {
  bluelotus: (
    <>
      <circle cx="20" cy="20" r="20" fill="#0e7490" />
      <path d="M20 9c4 5 4 11 0 17-4-6-4-12 0-17zM9 17c6 0 9 4 11 9-6 0-10-3-11-9zM31 17c-6 0-9 4-11 9 6 0 10-3 11-9z" fill="#fff" />
      <path d="M10 30h20" stroke="#a5f3fc" strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  deccan: (
    <>
      <rect width="40" height="40" rx="10" fill="#0f172a" />
      <rect x="11" y="13" width="18" height="14" rx="4" fill="#38bdf8" />
      <circle cx="16" cy="20" r="2" fill="#0f172a" />
      <circle cx="24" cy="20" r="2" fill="#0f172a" />
      <path d="M20 13V8M14 30h12" stroke="#38bdf8" strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  ganga: (
    <>
      <circle cx="20" cy="20" r="20" fill="#dc2626" />
      <path d="M16 9h8v7h7v8h-7v7h-8v-7H9v-8h7z" fill="#fff" />
    </>
  ),
  indus: (
    <>
      <rect width="40" height="40" rx="12" fill="#7c3aed" />
      <path d="M11 28V12M17 28V18M23 28V15M29 28V9" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  kaveri: (
    <>
      <rect width="40" height="40" rx="10" fill="#1e40af" />
      <path d="M8 26c5-6 9-6 12 0s7 6 12 0" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M8 18c5-6 9-6 12 0s7 6 12 0" fill="none" stroke="#93c5fd" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  konark: (
    <>
      <rect width="40" height="40" rx="10" fill="#b45309" />
      <circle cx="20" cy="20" r="10" fill="none" stroke="#fff" strokeWidth="3" />
      <path d="M20 10v20M10 20h20M13 13l14 14M27 13 13 27" stroke="#fff" strokeWidth="1.8" />
    </>
  ),
  meghdoot: (
    <>
      <rect width="40" height="40" rx="10" fill="#4f46e5" />
      <path d="M8 24 32 12l-6 18-6-5-4 5v-7z" fill="#fff" />
    </>
  ),
  nilgiri: (
    <>
      <rect width="40" height="40" rx="10" fill="#0369a1" />
      <path d="M12 27a6 6 0 0 1 1-12 8 8 0 0 1 15 2 5 5 0 0 1-1 10z" fill="#fff" />
    </>
  ),
  pragati: (
    <>
      <rect width="40" height="40" rx="6" fill="#ea580c" />
      <path d="M10 30V16l10-7 10 7v14h-6v-8h-8v8z" fill="#fff" />
    </>
  ),
  saffron: (
    <>
      <circle cx="20" cy="20" r="20" fill="#f59e0b" />
      <path d="M12 16h16l-2 13H14z" fill="#fff" />
      <path d="M16 16a4 4 0 0 1 8 0" fill="none" stroke="#fff" strokeWidth="2.5" />
    </>
  ),
  sahyadri: (
    <>
      <rect width="40" height="40" rx="8" fill="#166534" />
      <path d="M4 32 15 14l7 10 5-6 9 14z" fill="#fff" />
      <circle cx="29" cy="11" r="4" fill="#fde047" />
    </>
  ),
  tarang: (
    <>
      <rect width="40" height="40" rx="20" fill="#db2777" />
      <path d="M7 20h4l3-8 5 16 4-12 3 6h7" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type CompanyLogoId = keyof typeof COMPANY_LOGOS;
