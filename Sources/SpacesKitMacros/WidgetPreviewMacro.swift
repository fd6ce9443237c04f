import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview(as:widget:timeline:)`: expands into a uniquely named type that makes the preview
/// (calling `SpacesKit.Preview.init` with the macro's own arguments, so the type checker sees
/// exactly what the user wrote) and a record in the "spaces_previews" section, through which
/// `Preview.discovered` finds every preview compiled into the program.
public struct WidgetPreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let holder = context.makeUniqueName("Preview")
    let call = FunctionCallExprSyntax(
      calledExpression: ExprSyntax("SpacesKit.Preview"),
      leftParen: .leftParenToken(),
      arguments: node.arguments,
      rightParen: .rightParenToken(),
      trailingClosure: node.trailingClosure,
      additionalTrailingClosures: node.additionalTrailingClosures)
    let source: ExprSyntax
    if let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID) {
      source = "\(location.file) + \":\" + String(\(location.line))"
    } else {
      source = "\"\""
    }
    let record: DeclSyntax = """
      static let record: SpacesKit._PreviewRecord = (
        0x5350_5245_5649_4557,
        { SpacesKit._previewRecordPayload(source: \(source), { \(holder).make() }) }
      )
      """
    return [
      """
      @MainActor
      enum \(holder) {
        static func make() -> SpacesKit.Preview {
          \(call)
        }
        #if compiler(>=6.3)
        @section("spaces_previews") @used nonisolated \(record)
        #elseif hasFeature(SymbolLinkageMarkers)
        @_section("spaces_previews") @_used nonisolated \(record)
        #endif
      }
      """
    ]
  }
}
