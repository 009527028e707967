#pragma once

#include <QComboBox>

namespace ringlab::gui {

/// A combo box whose shown text ends in "…" when the box is narrower than the item's name (the
/// Fusion style clips it mid-letter: "Envoy RING_HASH (Istio consistentHas"); the drop-down list
/// shows the full names.
class ElidingComboBox : public QComboBox
{
    Q_OBJECT
public:
    using QComboBox::QComboBox;
    /// The text drawn in the box for a given width of its text field.
    static QString shownText(const QFontMetrics &metrics, const QString &text, int width);

protected:
    void paintEvent(QPaintEvent *event) override;
};

} // namespace ringlab::gui
