#pragma once

#include <QDialog>

namespace ringlab::gui {

/// About RingLab: version, the Qt it runs on, and which nginx / HAProxy binaries live runs would
/// use (found on PATH, then in /usr/sbin), with their versions.
class AboutDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AboutDialog(QWidget *parent = nullptr);

    /// The full path of a program on PATH or in /usr/sbin, or empty.
    static QString findProgram(const QString &name);
    /// The text shown (rich text), computed once per dialog.
    QString text() const { return m_text; }

private:
    QString m_text;
};

} // namespace ringlab::gui
