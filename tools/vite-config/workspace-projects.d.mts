export interface WorkspaceProject {
  /** The project's folder relative to the workspace root, with forward slashes (`libs/news`). */
  dir: string;
  packageJson: { name: string; church?: unknown; [key: string]: unknown };
  projectJson?: { name?: string; tags?: string[]; [key: string]: unknown };
  tags: string[];
}

export declare function workspaceProjects(root?: string): WorkspaceProject[];
