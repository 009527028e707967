#pragma once

#include <QObject>
#include <QString>

class QAbstractSpinBox;
class QWidget;

namespace ringlab::gui {

/// Says why a spin box refuses what was typed. Qt drops a keystroke that would leave the range
/// ("70000" in a 1024–65535 port box stays "7000") and silently puts back the last value when the
/// field is left below its minimum; with the guard the box gets a red frame and a message under it
/// naming the field and its range ("Base port: 1024–65535; 70000 is outside it"), until the next
/// keystroke that fits. One helper for every QSpinBox/QDoubleSpinBox of the GUI (installAll()
/// from the main window and the dialogs).
class SpinRangeGuard : public QObject
{
    Q_OBJECT
public:
    /// Guards `box` (installing twice is harmless).
    static SpinRangeGuard *install(QAbstractSpinBox *box);
    /// install() on every QSpinBox/QDoubleSpinBox under `root`.
    static void installAll(QWidget *root);
    /// The guard of `box`, or null.
    static SpinRangeGuard *of(const QAbstractSpinBox *box);

    /// The message shown now (empty while the box's text fits its range).
    QString message() const { return m_message; }
    /// The field's name as its form label says it ("Base port"), else its accessible name.
    QString fieldName() const;

    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit SpinRangeGuard(QAbstractSpinBox *box);
    /// The number in `text` (prefix, suffix and group separators left out); false if none.
    bool parse(const QString &text, double *value) const;
    QString rangeText() const;
    void refuse(const QString &typed);
    void clear();
    /// The text the box would hold after `insert` is typed at its cursor (or over its selection).
    QString textAfterTyping(const QString &insert) const;

    QAbstractSpinBox *m_box;
    QWidget *m_popup = nullptr; ///< the message, a tooltip-like label under the box
    QString m_message;
    QString m_styleSheet; ///< the box's own style sheet, given back when the frame goes
};

} // namespace ringlab::gui
