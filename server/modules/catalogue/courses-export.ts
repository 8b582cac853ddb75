import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../access/types.js';
import type { Db } from '../../db/database.js';
import { lectures } from '../lectures/schema.js';
import { lecturesVisibleTo } from '../lectures/visibility.js';
import { activeOrInactive, sqlExport } from '../shared/csv-export.js';
import { courses } from './schema.js';

interface CourseRow {
  id: number;
  title: string;
  description: string;
  status: boolean;
  lecturesCount: string;
  createdAt: Date;
}

/** The course list as CSV, each course's lectures counted as this staff member sees them. */
export const coursesExport = (db: Db, staff: AuthUser) =>
  sqlExport<CourseRow>({
    fields: {
      id: courses.id,
      title: courses.title,
      description: courses.description,
      status: courses.status,
      lecturesCount: db.$count(lectures, and(eq(lectures.courseId, courses.id), lecturesVisibleTo(staff))),
      createdAt: courses.createdAt,
    },
    from: courses,
    columns: [
      ['ID', (c) => c.id],
      ['Title', (c) => c.title],
      ['Description', (c) => c.description],
      ['Lectures', (c) => Number(c.lecturesCount)],
      ['Status', (c) => activeOrInactive(c.status)],
      ['Created On', (c) => c.createdAt],
    ],
  });
