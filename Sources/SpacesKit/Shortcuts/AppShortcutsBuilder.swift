/// Builds the App Shortcuts of an `AppShortcutsProvider` from the statements of its
/// `appShortcuts` body, as App Intents' result builder does.
@resultBuilder
public enum AppShortcutsBuilder {
  public static func buildExpression(_ expression: AppShortcut) -> [AppShortcut] { [expression] }

  public static func buildExpression(_ expression: [AppShortcut]) -> [AppShortcut] { expression }

  public static func buildBlock(_ components: [AppShortcut]...) -> [AppShortcut] {
    components.flatMap { $0 }
  }

  public static func buildOptional(_ component: [AppShortcut]?) -> [AppShortcut] {
    component ?? []
  }

  public static func buildEither(first component: [AppShortcut]) -> [AppShortcut] { component }

  public static func buildEither(second component: [AppShortcut]) -> [AppShortcut] { component }

  public static func buildArray(_ components: [[AppShortcut]]) -> [AppShortcut] {
    components.flatMap { $0 }
  }

  public static func buildLimitedAvailability(_ component: [AppShortcut]) -> [AppShortcut] {
    component
  }
}
