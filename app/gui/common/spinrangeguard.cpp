#include "gui/common/spinrangeguard.h"

#include <QAbstractSpinBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTimer>

namespace ringlab::gui {

namespace {
constexpr int kShowAfterLeavingMs = 6000; // a refusal on leaving the field stays this long

QString labelText(const QLabel *label)
{
    QString text = label->text();
    text.remove(QLatin1Char('&'));
    text = text.trimmed();
    while (text.endsWith(QLatin1Char(':')) || text.endsWith(QChar(0xFF1A))) // ":" and "："
        text.chop(1);
    return text.trimmed();
}

bool layoutHolds(QLayout *layout, const QWidget *w)
{
    for (int i = 0; layout && i < layout->count(); ++i) {
        QLayoutItem *item = layout->itemAt(i);
        if (item->widget() == w || (item->layout() && layoutHolds(item->layout(), w)))
            return true;
    }
    return false;
}
}

SpinRangeGuard::SpinRangeGuard(QAbstractSpinBox *box)
    : QObject(box)
    , m_box(box)
{
    setObjectName(QStringLiteral("spinRangeGuard"));
    box->installEventFilter(this);
}

SpinRangeGuard *SpinRangeGuard::of(const QAbstractSpinBox *box)
{
    return box->findChild<SpinRangeGuard *>(QStringLiteral("spinRangeGuard"), Qt::FindDirectChildrenOnly);
}

SpinRangeGuard *SpinRangeGuard::install(QAbstractSpinBox *box)
{
    if (SpinRangeGuard *existing = of(box))
        return existing;
    return new SpinRangeGuard(box);
}

void SpinRangeGuard::installAll(QWidget *root)
{
    for (QAbstractSpinBox *box : root->findChildren<QAbstractSpinBox *>())
        if (qobject_cast<QSpinBox *>(box) || qobject_cast<QDoubleSpinBox *>(box))
            install(box);
}

/// The label just before `w` in the layout that holds it (a row "Rings in memory [  4]").
static const QLabel *precedingLabel(QLayout *layout, const QWidget *w)
{
    for (int i = 0; layout && i < layout->count(); ++i) {
        QLayoutItem *item = layout->itemAt(i);
        if (item->widget() == w)
            return i > 0 ? qobject_cast<const QLabel *>(layout->itemAt(i - 1)->widget()) : nullptr;
        if (item->layout())
            if (const QLabel *label = precedingLabel(item->layout(), w))
                return label;
    }
    return nullptr;
}

QString SpinRangeGuard::fieldName() const
{
    const QWidget *window = m_box->window();
    for (const QLabel *label : window->findChildren<QLabel *>())
        if (label->buddy() == m_box && !labelText(label).isEmpty())
            return labelText(label);
    for (QFormLayout *form : window->findChildren<QFormLayout *>())
        if (auto *label = qobject_cast<QLabel *>(form->labelForField(m_box)); label && !labelText(label).isEmpty())
            return labelText(label);
    for (QLayout *layout : window->findChildren<QLayout *>())
        if (const QLabel *label = precedingLabel(layout, m_box); label && !labelText(label).isEmpty())
            return labelText(label);
    // A box inside a row's layout (a box beside a button): the row's label.
    for (QFormLayout *form : window->findChildren<QFormLayout *>()) {
        for (int row = 0; row < form->rowCount(); ++row) {
            QLayoutItem *field = form->itemAt(row, QFormLayout::FieldRole);
            if (field && field->layout() && layoutHolds(field->layout(), m_box))
                if (auto *label = qobject_cast<QLabel *>(form->labelForField(field->layout())))
                    return labelText(label);
        }
    }
    return m_box->accessibleName();
}

bool SpinRangeGuard::parse(const QString &text, double *value) const
{
    QString t = text;
    if (const auto *spin = qobject_cast<const QSpinBox *>(m_box)) {
        if (t.startsWith(spin->prefix()))
            t = t.mid(spin->prefix().size());
        if (t.endsWith(spin->suffix()))
            t.chop(spin->suffix().size());
    } else if (const auto *dspin = qobject_cast<const QDoubleSpinBox *>(m_box)) {
        if (t.startsWith(dspin->prefix()))
            t = t.mid(dspin->prefix().size());
        if (t.endsWith(dspin->suffix()))
            t.chop(dspin->suffix().size());
    }
    t = t.trimmed();
    t.remove(m_box->locale().groupSeparator());
    if (t.isEmpty() || t == m_box->specialValueText())
        return false;
    bool ok = false;
    *value = m_box->locale().toDouble(t, &ok);
    return ok;
}

QString SpinRangeGuard::rangeText() const
{
    const QLocale locale = m_box->locale();
    if (const auto *spin = qobject_cast<const QSpinBox *>(m_box))
        return tr("%1–%2", "a field's range").arg(locale.toString(spin->minimum()), locale.toString(spin->maximum()));
    if (const auto *dspin = qobject_cast<const QDoubleSpinBox *>(m_box))
        return tr("%1–%2", "a field's range")
            .arg(locale.toString(dspin->minimum(), 'f', dspin->decimals()),
                 locale.toString(dspin->maximum(), 'f', dspin->decimals()));
    return QString();
}

QString SpinRangeGuard::textAfterTyping(const QString &insert) const
{
    const QLineEdit *edit = m_box->findChild<QLineEdit *>();
    if (!edit)
        return insert;
    QString text = edit->text();
    if (edit->hasSelectedText())
        return text.replace(edit->selectionStart(), edit->selectedText().size(), insert);
    return text.insert(edit->cursorPosition(), insert);
}

void SpinRangeGuard::refuse(const QString &typed)
{
    const QString field = fieldName();
    m_message = field.isEmpty() ? tr("Allowed: %1; %2 is outside the range.").arg(rangeText(), typed)
                                : tr("%1: allowed %2; %3 is outside the range.").arg(field, rangeText(), typed);
    if (m_styleSheet.isNull())
        m_styleSheet = m_box->styleSheet().isNull() ? QStringLiteral("") : m_box->styleSheet();
    m_box->setStyleSheet(QStringLiteral("QAbstractSpinBox { border: 2px solid #b00020; border-radius: 2px; }"));
    if (!m_popup) {
        auto *label = new QLabel(m_box, Qt::ToolTip);
        label->setObjectName(QStringLiteral("rangeMessage"));
        label->setStyleSheet(QStringLiteral("QLabel { color: #b00020; background: #fff4f4; border: 1px solid #b00020;"
                                            " padding: 2px 4px; }"));
        m_popup = label;
    }
    auto *label = static_cast<QLabel *>(m_popup);
    label->setText(m_message);
    label->adjustSize();
    label->move(m_box->mapToGlobal(QPoint(0, m_box->height() + 2)));
    label->show();
}

void SpinRangeGuard::clear()
{
    if (m_message.isEmpty())
        return;
    m_message.clear();
    m_box->setStyleSheet(m_styleSheet);
    m_styleSheet = QString();
    if (m_popup)
        m_popup->hide();
}

bool SpinRangeGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_box)
        return QObject::eventFilter(watched, event);
    double value = 0;
    const double min = qobject_cast<QSpinBox *>(m_box) ? double(static_cast<QSpinBox *>(m_box)->minimum())
                                                        : static_cast<QDoubleSpinBox *>(m_box)->minimum();
    const double max = qobject_cast<QSpinBox *>(m_box) ? double(static_cast<QSpinBox *>(m_box)->maximum())
                                                        : static_cast<QDoubleSpinBox *>(m_box)->maximum();
    const QString current = m_box->findChild<QLineEdit *>() ? m_box->findChild<QLineEdit *>()->text() : QString();
    switch (event->type()) {
    case QEvent::KeyPress: {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            // Enter with a number under the minimum: Qt keeps the last value without a word.
            if (parse(current, &value) && (value < min || value > max))
                refuse(current.trimmed());
            break;
        }
        if (key->text().isEmpty() || !key->text().at(0).isPrint())
            break;
        const QString after = textAfterTyping(key->text());
        // Above the maximum the keystroke is refused (more digits only make it larger); under the
        // minimum it may be the start of a longer number, and is judged on leaving the field.
        if (parse(after, &value) && value > max)
            refuse(after.trimmed());
        else
            clear();
        break;
    }
    case QEvent::FocusOut:
        if (parse(current, &value) && (value < min || value > max)) {
            refuse(current.trimmed());
            QTimer::singleShot(kShowAfterLeavingMs, this, &SpinRangeGuard::clear);
        } else {
            clear();
        }
        break;
    case QEvent::Hide:
        if (m_popup)
            m_popup->hide();
        break;
    default: break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace ringlab::gui
