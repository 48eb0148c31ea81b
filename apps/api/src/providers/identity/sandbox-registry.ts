/** A made-up person of the sandbox identity registry. */
export type SandboxPerson = { name: string; idNumber: string; note: string };

/**
 * The sandbox identity registry (development, tests and e2e). Every number is a valid GB 11643
 * resident ID (Suzhou region codes, real birth dates, MOD 11-2 check character) invented for
 * testing; none belongs to a real record here. Listed at GET /api/dev/identity-registry in sandbox
 * mode. A registry number typed with any other name is a mismatch.
 */
export const SANDBOX_PEOPLE: readonly SandboxPerson[] = [
  { name: "王小明", idNumber: "320508199001011232", note: "男，姑苏区" },
  { name: "李秀英", idNumber: "320508198512032460", note: "女，姑苏区" },
  { name: "陈建国", idNumber: "320583197806150011", note: "男，昆山市" },
  { name: "周雨桐", idNumber: "320506200002290045", note: "女，吴中区，闰日出生" },
  { name: "买买提·艾力", idNumber: "320508199207143011", note: "男，带间隔号的姓名" },
];
