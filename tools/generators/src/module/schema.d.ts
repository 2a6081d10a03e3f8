export interface ModuleGeneratorSchema {
  name: string;
  code?: string;
  title?: string;
  titlePt?: string;
  titleEs?: string;
  skipTasks?: boolean;
}
