import { industryPage } from './industry-page.tsx';

/** /industries/music-lessons: what a Sitewright site includes for a music lessons. */
export const page = industryPage({
  slug: 'music-lessons',
  name: 'Music lessons',
  title: 'A music teacher website that fills your timetable',
  lead: 'Parents and adult learners look for a teacher who suits their level and their goals, from first notes to graded exams. Your site shows your instruments, your approach and your free slots.',
  description:
    'Build a music lessons website with instruments taught, levels and exam preparation, lesson prices, recitals and a trial lesson booking. Free hosting.',
  includes: [
    {
      title: 'Instruments and levels',
      text: 'The instruments you teach, from complete beginner to advanced, and the exam boards you prepare students for.',
    },
    {
      title: 'Lesson lengths and prices',
      text: '30, 45 and 60-minute lessons with prices per lesson or per term, and your make-up lesson policy.',
    },
    {
      title: 'Students\u2019 performances',
      text: 'A video section with recital clips, so families hear what progress sounds like.',
    },
    {
      title: 'Book a trial lesson',
      text: 'A form asking the student\u2019s age, instrument and experience so the trial is pitched right.',
    },
  ],
  services: [
    'Piano lessons',
    'Guitar lessons (acoustic and electric)',
    'Singing lessons',
    'Music theory',
    'Graded exam preparation',
  ],
  tip: 'Explain how many minutes of practice a beginner needs each day. Parents appreciate the honesty, and students who practise stay with you longer.',
});
