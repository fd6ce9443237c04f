import Foundation

/// The verb of the button that confirms an intent's action, as App Intents' type.
///
/// The dashboard's confirmation prompt names it ("Order Coffee: Order?"), answered with `y`/`n`.
public struct ConfirmationActionName: Hashable, Sendable {
  /// The verb as the prompt shows it.
  let label: String

  /// The verb "Add".
  public static let add = ConfirmationActionName(label: "Add")
  /// The verb "Book".
  public static let book = ConfirmationActionName(label: "Book")
  /// The verb "Buy".
  public static let buy = ConfirmationActionName(label: "Buy")
  /// The verb "Call".
  public static let call = ConfirmationActionName(label: "Call")
  /// The verb "Check In".
  public static let checkIn = ConfirmationActionName(label: "Check In")
  /// The verb "Continue": the default, as App Intents has it.
  public static let `continue` = ConfirmationActionName(label: "Continue")
  /// The verb "Do It".
  public static let `do` = ConfirmationActionName(label: "Do It")
  /// The verb "Go".
  public static let go = ConfirmationActionName(label: "Go")
  /// The verb "Order".
  public static let order = ConfirmationActionName(label: "Order")
  /// The verb "Pay".
  public static let pay = ConfirmationActionName(label: "Pay")
  /// The verb "Post".
  public static let post = ConfirmationActionName(label: "Post")
  /// The verb "Request".
  public static let request = ConfirmationActionName(label: "Request")
  /// The verb "Run".
  public static let run = ConfirmationActionName(label: "Run")
  /// The verb "Search".
  public static let search = ConfirmationActionName(label: "Search")
  /// The verb "Send".
  public static let send = ConfirmationActionName(label: "Send")
  /// The verb "Set".
  public static let set = ConfirmationActionName(label: "Set")
  /// The verb "Share".
  public static let share = ConfirmationActionName(label: "Share")
  /// The verb "Start".
  public static let start = ConfirmationActionName(label: "Start")
  /// The verb "Toggle".
  public static let toggle = ConfirmationActionName(label: "Toggle")
  /// The verb "View".
  public static let view = ConfirmationActionName(label: "View")
}
