import type { GroupCardDto } from '@pen/sdk';
import { act, render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { GroupCard } from '../src/features/groups/components/GroupCard';
import {
  descriptionPreview,
  filterGroups,
  memberBio,
  mergeComments,
  moreMembersLabel,
  searchMembers,
  textOn,
  THEME_COLORS,
  visibilityLabel,
} from '../src/features/groups/group-text';
import { useDebounced } from '../src/features/groups/useDebounced';

describe('group texts', () => {
  it('cuts a card description at 70 characters and adds ...', () => {
    expect(descriptionPreview('a'.repeat(70))).toBe('a'.repeat(70));
    expect(descriptionPreview('b'.repeat(71))).toBe(`${'b'.repeat(70)}...`);
    expect(descriptionPreview('  short  ')).toBe('short');
  });

  it('cuts member bios at 20 characters with an ellipsis', () => {
    expect(memberBio('Jesus is my Saviour!')).toBe('Jesus is my Saviour!');
    expect(memberBio('Jesus is my Saviour and friend')).toBe('Jesus is my Saviour …');
    expect(memberBio(null)).toBe('');
  });

  it('shows +N more after 5 avatars', () => {
    expect(moreMembersLabel(5)).toBe('');
    expect(moreMembersLabel(6)).toBe('+1 more');
    expect(moreMembersLabel(120)).toBe('+115 more');
  });

  it('says Visible for public groups and Hidden otherwise', () => {
    expect(visibilityLabel('group_public')).toBe('Visible');
    expect(visibilityLabel('group_private')).toBe('Hidden');
  });

  it('has 12 theme colours including the default #7da9d9, and readable text on each', () => {
    expect(THEME_COLORS).toHaveLength(12);
    expect(new Set(THEME_COLORS).size).toBe(12);
    expect(THEME_COLORS).toContain('#7da9d9');
    expect(textOn('#f0f0f0')).toBe('#1d2430');
    expect(textOn('#264653')).toBe('#ffffff');
    expect(textOn('#0162a6')).toBe('#ffffff');
  });

  it('gives every theme colour an ink of at least 4.5:1 (WCAG AA; white on #2a9d8f was 3.32:1)', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    const weak = THEME_COLORS.filter((c) => contrast(c, textOn(c)) < 4.5);
    expect(weak).toEqual([]);
    expect(textOn('#2a9d8f')).toBe('#1d2430');
  });
});

describe('filters and searches', () => {
  const groups = [
    { title: 'Morning Prayer', description: 'We pray at seven' },
    { title: 'Youth Choir', description: 'Singing PRAISE on Sundays' },
    { title: 'Bible Study', description: 'Romans together' },
  ];

  it('filters my groups on title or description, case-insensitively', () => {
    expect(filterGroups(groups, 'PRAY').map((g) => g.title)).toEqual(['Morning Prayer']);
    expect(filterGroups(groups, 'praise').map((g) => g.title)).toEqual(['Youth Choir']);
    expect(filterGroups(groups, '  ')).toHaveLength(3);
    expect(filterGroups(groups, 'nothing like it')).toEqual([]);
  });

  const members = [
    { user_name: 'Anna', role: 'admin' },
    { user_name: 'Ben', role: 'member' },
    { user_name: 'Hannah', role: 'member' },
    { user_name: 'Joanna', role: 'member' },
    { user_name: 'Annabel', role: 'member' },
    { user_name: 'Luanne', role: 'member' },
    { user_name: 'Anneli', role: 'member' },
  ];

  it('searches members on name and role, case-insensitively, at most 5', () => {
    expect(searchMembers(members, 'ADMIN').map((m) => m.user_name)).toEqual(['Anna']);
    expect(searchMembers(members, 'ann').map((m) => m.user_name)).toEqual(['Anna', 'Hannah', 'Joanna', 'Annabel', 'Luanne']);
    expect(searchMembers(members, 'member')).toHaveLength(5);
    expect(searchMembers(members, '')).toHaveLength(7);
  });

  it('merges an older page without duplicates', () => {
    const merged = mergeComments([{ comment_id: 9 }, { comment_id: 8 }], [{ comment_id: 8 }, { comment_id: 7 }]);
    expect(merged.map((c) => c.comment_id)).toEqual([9, 8, 7]);
  });

  it('debounces a value by 500 ms', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ v }) => useDebounced(v, 500), { initialProps: { v: 'a' } });
    rerender({ v: 'ab' });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ab');
    vi.useRealTimers();
  });
});

describe('GroupCard', () => {
  const card = (over: Partial<GroupCardDto> = {}): GroupCardDto => ({
    group_id: 4,
    title: 'Hope Bible Study',
    description: 'We read Romans together, one chapter a week, and pray for one another every Thursday evening.',
    theme_color: '#7da9d9',
    visibility: 'group_public',
    is_active: true,
    host_user_id: 1,
    created_at: '2025-04-21T10:00:00.000Z',
    comment_count: 3,
    member_count: 8,
    my_status: 'none',
    my_role: null,
    status: null,
    members: Array.from({ length: 5 }, (_, i) => ({ user_id: i + 1, user_name: `M${i}`, profile_picture: 'uploads/profile_images/default-profile.png' })),
    ...over,
  });
  const show = (g: GroupCardDto, inSearch = false) =>
    render(
      <MemoryRouter>
        <ul>
          <GroupCard group={g} inSearch={inSearch} />
        </ul>
      </MemoryRouter>,
    );

  it('shows the title, the cut description, 5 avatars and +N more, and links to the group', () => {
    show(card());
    expect(screen.getByRole('heading', { name: 'Hope Bible Study' })).toBeTruthy();
    expect(screen.getByText(`${card().description.slice(0, 70)}...`)).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(5);
    expect(screen.getByText('+3 more')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/group/4');
  });

  it('says Waiting while the request is pending', () => {
    show(card({ status: 'pending', my_status: 'pending' }));
    expect(screen.getByText('Waiting')).toBeTruthy();
  });

  it('greys a search result out with locks for a non-member, not for a member', () => {
    const { unmount } = show(card(), true);
    expect(screen.getByText('Join to read the conversation')).toBeTruthy();
    unmount();
    show(card({ my_status: 'accepted', status: 'accepted', my_role: 'member' }), true);
    expect(screen.queryByText('Join to read the conversation')).toBeNull();
  });
});
