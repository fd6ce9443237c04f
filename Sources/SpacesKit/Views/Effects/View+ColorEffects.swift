extension View {
  /// Brightens (positive) or darkens (negative) this view by adding the amount to its colours.
  public func brightness(_ amount: Double) -> some View {
    modified(.colorEffect(.brightness(amount)))
  }

  /// Sets the contrast of this view's colours: 0 is grey, 1 unchanged.
  public func contrast(_ amount: Double) -> some View { modified(.colorEffect(.contrast(amount))) }

  /// Sets the saturation of this view's colours: 0 is grey, 1 unchanged.
  public func saturation(_ amount: Double) -> some View {
    modified(.colorEffect(.saturation(amount)))
  }

  /// Removes colour from this view: 0 unchanged, 1 fully grey.
  public func grayscale(_ amount: Double) -> some View {
    modified(.colorEffect(.grayscale(amount)))
  }

  /// Multiplies this view's colours by a colour (white leaves them as they are).
  public func colorMultiply(_ color: Color) -> some View {
    modified(.colorEffect(.multiply(color)))
  }

  /// Turns the hue of this view's colours by an angle.
  public func hueRotation(_ angle: Angle) -> some View {
    modified(.colorEffect(.hueRotation(angle.degrees)))
  }

  /// Inverts this view's colours.
  public func colorInvert() -> some View { modified(.colorEffect(.invert)) }
}
