/// Builds the App Shortcuts of an `AppShortcutsProvider` from the statements of its
/// `appShortcuts` body, as App Intents' result builder does.
@resultBuilder
public enum AppShortcutsBuilder {
  /// Wraps one `AppShortcut(intent:phrases:…)` statement in a list.
  public static func buildExpression(_ expression: AppShortcut) -> [AppShortcut] { [expression] }

  /// Passes a list of shortcuts through unchanged.
  public static func buildExpression(_ expression: [AppShortcut]) -> [AppShortcut] { expression }

  /// Joins the shortcuts of the body's statements, in order.
  public static func buildBlock(_ components: [AppShortcut]...) -> [AppShortcut] {
    components.flatMap { $0 }
  }

  /// Builds an `if` without `else`: its shortcuts when the condition holds, else none.
  public static func buildOptional(_ component: [AppShortcut]?) -> [AppShortcut] {
    component ?? []
  }

  /// Builds the `if` branch of an `if`/`else`.
  public static func buildEither(first component: [AppShortcut]) -> [AppShortcut] { component }

  /// Builds the `else` branch of an `if`/`else`.
  public static func buildEither(second component: [AppShortcut]) -> [AppShortcut] { component }

  /// Joins the shortcuts of a `for` loop's iterations.
  public static func buildArray(_ components: [[AppShortcut]]) -> [AppShortcut] {
    components.flatMap { $0 }
  }

  /// Builds an `if #available` branch.
  public static func buildLimitedAvailability(_ component: [AppShortcut]) -> [AppShortcut] {
    component
  }
}
