import type { Page } from '@playwright/test';
import { createAssignedApplication } from '../support/agent-dashboard';
import { expect, signInAs, test } from '../support/fixtures';

const tasks = (page: Page) => page.getByRole('list', { name: 'Tasks', exact: true });
const taskItem = (page: Page, text: string) => tasks(page).getByRole('listitem').filter({ hasText: text });

/** Pages through the task list, as a person would, until the task shows. */
const findTask = async (page: Page, text: string) => {
  const item = taskItem(page, text).first();
  const next = page.getByRole('button', { name: 'Go to next page' });
  const loading = page.getByRole('progressbar', { name: 'Loading your tasks...' });
  await expect(tasks(page)).toBeVisible();
  await expect(loading).toBeHidden();
  const range = page.getByText(/^\d+–\d+ of \d+$/);
  while (!(await item.isVisible()) && (await next.isEnabled())) {
    const shown = await range.textContent();
    await next.click();
    // The pager moves at once; the page's tasks follow when the thin loading bar goes.
    await expect(range).not.toHaveText(shown ?? '');
    await expect(loading).toBeHidden();
  }
  return item;
};

const openTasksTab = async (page: Page) => {
  await page.goto('/agent-dashboard');
  await page.getByRole('tab', { name: 'Tasks & Reminders' }).click();
  await expect(page).toHaveURL(/[?&]tab=tasks/);
  await expect(tasks(page).or(page.getByText('No open tasks'))).toBeVisible();
};

test('a newly assigned application gets a review task automatically', async ({ page }) => {
  test.slow(); // the application is built through the API first
  const { application } = await createAssignedApplication(page);
  await signInAs(page, 'agent');
  await openTasksTab(page);

  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Review' }).click();
  const review = await findTask(page, `Review application ${application.referenceNumber}`);
  await expect(review).toContainText(`${application.referenceNumber} · Nina Traveller`);
  await expect(review).toContainText('Automatic');
  await expect(review).toContainText(/Due \d{1,2} \w{3,4} \d{4}/);
});

test('an agent adds a task (an empty description is refused), completes it, and sees overdue ones highlighted', async ({
  page,
}) => {
  await signInAs(page, 'agent');
  await openTasksTab(page);
  const description = `Call the embassy about opening hours ${Date.now()}`;

  await page.getByRole('button', { name: 'Add Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Task' });
  await expect(dialog.getByLabel('Due date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await dialog.getByRole('button', { name: 'Add Task' }).click();
  await expect(dialog.getByText('Describe the task')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Contact' }).click();
  await dialog.getByLabel('Due date').fill('2020-01-15');
  await dialog.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await dialog.getByRole('button', { name: 'Add Task' }).click();
  await expect(page.getByText('Task created')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Its due date has passed: it is marked overdue, and counted in the figures.
  const task = taskItem(page, description);
  await expect(task).toContainText('Overdue');
  await expect(task).toContainText('Due 15 Jan 2020');
  await expect(task).toContainText('High');
  await expect(task).toHaveCSS('border-left-color', 'rgb(211, 47, 47)'); // the theme's error red
  await expect(page.getByRole('group', { name: 'Open tasks' })).toContainText(/[1-9]\d* overdue/);

  await task.getByRole('button', { name: `Mark complete: ${description}` }).click();
  await expect(page.getByText('Task marked as completed')).toBeVisible();
  await expect(task).toHaveCount(0);

  await page.getByRole('button', { name: 'Completed' }).click();
  await expect(taskItem(page, description)).toContainText('Done');
});
