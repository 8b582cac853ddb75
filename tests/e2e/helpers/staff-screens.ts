import { asStaff } from './staff-api.js';

/** Every staff screen with the heading that proves it rendered; ids come from the demo data. */
export async function staffScreens(): Promise<[path: string, heading: string][]> {
  const [user] = await asStaff<{ id: number }[]>('GET', 'user/getAll?_start=0&_end=1');
  const [lecture] = await asStaff<{ id: number }[]>('GET', 'lectures?_start=0&_end=1');
  const [promotion] = await asStaff<{ id: number }[]>('GET', 'promotion?_start=0&_end=1');
  const support = await asStaff<{ id: number }[]>('GET', 'customer-support?_start=0&_end=1');
  const supportId =
    support[0]?.id ??
    (await asStaff('POST', 'customer-support', {
      name: 'Ann',
      email: 'ann@example.com',
      title: 'Account issues',
      message: 'Cannot log in.',
    }),
    (await asStaff<{ id: number }[]>('GET', 'customer-support?_start=0&_end=1'))[0].id);
  const notes = await asStaff<{ id: number }[]>('GET', 'notifications?_start=0&_end=1');
  // Addressed to the staff account itself: a notification to all would ring other specs' member bells.
  const me = await asStaff<{ id: number }>('GET', 'user/me');
  const noteId =
    notes[0]?.id ??
    (
      await asStaff<{ id: number }>('POST', 'notifications/send-to-specific', {
        title: 'Welcome',
        description: 'New drills every week.',
        isForAllUsers: false,
        userIds: [me.id],
      })
    ).id;
  const [plan] = await asStaff<{ id: number }[]>('GET', 'plans?_start=0&_end=1');
  const offers = await asStaff<{ id: number }[]>('GET', 'offers?_start=0&_end=1');
  // Inactive: no member of another file can redeem it.
  const offerId =
    offers[0]?.id ??
    (
      await asStaff<{ id: number }>('POST', 'offers', {
        code: 'SCREENS10',
        percentOff: 10,
        duration: 'once',
        active: false,
      })
    ).id;
  // The demo seed's questions: a thread with a coach's answer.
  const [thread] = await asStaff<{ id: number; lectureName: string }[]>('GET', 'discussions?_start=0&_end=1');
  return [
    ['/overview', 'Overview'],
    ['/user-management', 'User Management'],
    ['/add-user', 'Add User'],
    [`/edit-user/${user.id}`, 'Edit User'],
    [`/user-management/user-details/${user.id}`, 'User Details'],
    ['/course-management', 'Course Management'],
    ['/add-course', 'Add Course'],
    ['/edit-course/1', 'Edit Course'],
    ['/course-management/course-details/1', 'Course Details'],
    ['/lecture-management', 'Module Management'],
    ['/add-lecture', 'Add New Lecture'],
    [`/edit-lecture/${lecture.id}`, 'Edit Lecture'],
    [`/lecture-management/lecture-details/${lecture.id}`, 'Lecture Details'],
    ['/category-management', 'Category Management'],
    ['/tag-management', 'Tag Management'],
    ['/promotion-management', 'Promotion Management'],
    ['/add-promotion', 'Add Promotion'],
    [`/edit-promotion/${promotion.id}`, 'Edit Promotion'],
    ['/live-management', 'Live Classes'],
    ['/add-live-class', 'Add Live Class'],
    ['/plans', 'Plans'],
    ['/add-plan', 'Add Plan'],
    [`/edit-plan/${plan.id}`, 'Edit Plan'],
    ['/offers', 'Offers'],
    ['/add-offer', 'Add Offer'],
    [`/edit-offer/${offerId}`, 'Edit Offer'],
    ['/customer-support', 'Customer Support'],
    ['/add-message', 'Add Message'],
    [`/edit-message/${supportId}`, 'Edit Message'],
    [`/customer-support/message-details/${supportId}`, 'Message Details'],
    ['/notification-management', 'Notification Management'],
    ['/add-notification', 'Add Notification'],
    [`/edit-notification/${noteId}`, 'Edit Notification'],
    [`/notification-management/message-details/${noteId}`, 'Notification Details'],
    ['/video-upload', 'Video Upload'],
    ['/discussions', 'Discussions'],
    ['/audit-log', 'Audit Log'],
    ...(thread ? [[`/discussions/${thread.id}`, `Discussion on ${thread.lectureName}`] as [string, string]] : []),
  ];
}
