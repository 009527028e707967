#pragma once

#include <QDialog>
#include <QMap>

class QLabel;
class QScrollArea;

namespace ringlab::gui {

/// About RingLab: version, the Qt it runs on, and which binaries live runs would use — each
/// registered system's (SystemRegistry), found on PATH, then in /usr/sbin — with their versions.
/// The versions are asked for in the background (`program -v` never blocks the dialog); the text
/// says "checking…" until each answers.
class AboutDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AboutDialog(QWidget *parent = nullptr);
    /// Closed before every probe answered: stops the probes first, so none reports to a dialog
    /// that is going away.
    ~AboutDialog() override;

    /// The full path of a program on PATH or in /usr/sbin, or empty.
    static QString findProgram(const QString &name);
    /// The text shown (rich text), as it stands now.
    QString text() const { return m_text; }
    /// True once every version probe has answered (or timed out).
    bool versionsKnown() const { return m_pending == 0; }

signals:
    /// Every version probe has answered (or timed out); text() is final.
    void versionsFinished();

private:
    void probe(const QString &program, const QString &path, const QStringList &arguments);
    void updateText();
    /// Gives the text the height it needs (the screen allowing; beyond, it scrolls).
    void fitText();

    QLabel *m_label = nullptr;
    QScrollArea *m_scroll = nullptr;
    QString m_text;
    QStringList m_programs;          ///< in the order shown
    QMap<QString, QString> m_paths;  ///< program → path (empty: not found)
    QMap<QString, QString> m_versions; ///< program → first line of its version (absent: still checking)
    int m_pending = 0;
};

} // namespace ringlab::gui
