import SpacesKit
import SpacesRender
import Testing

@MainActor
@Suite("Stacks: one layout for both axes, least flexible first")
struct StackLayoutTests {
  @Test("text keeps its width and the spacer takes what is left")
  func spacerYields() throws {
    let row = try ViewRendering.rows(
      HStack {
        Text("Medium")
        Spacer()
        Text("M")
      }, width: 12, height: 1)
    #expect(row == ["Medium     M"])
  }

  @Test("texts share a tight row, the shorter first; a spacer keeps its minimum length")
  func tight() throws {
    let shared = try ViewRendering.rows(
      HStack(spacing: 0) {
        Text("aaaa")
        Text("bbbbbbbb")
      }, width: 8, height: 1)
    #expect(shared == ["aaaabbb…"])
    let reserved = try ViewRendering.rows(
      HStack(spacing: 0) {
        Text("abcdefgh")
        Spacer(minLength: 16)
        Text("|")
      }, width: 8, height: 1)
    #expect(reserved == ["abcd…  |"])
  }

  @Test("a VStack lays out along rows as an HStack does along columns")
  func vertical() throws {
    let column = try ViewRendering.rows(
      VStack(alignment: .trailing) {
        Text("top")
        Spacer()
        Text("end")
      }, width: 5, height: 4)
    #expect(column == ["top  ", "     ", "     ", "end  "])
    let spaced = try ViewRendering.rows(
      VStack(alignment: .trailing, spacing: 16) {
        Text("a")
        Text("bcd")
      }, width: 5, height: 3)
    #expect(spaced == ["  a  ", "     ", "bcd  "])
  }
}
