#pragma once

#include <QDialog>

class QLabel;
class QTextBrowser;

namespace ringlab::gui {

/// Help ▸ User manual: docs/manual.md, compiled in as the resource ":/docs/manual.md", rendered
/// as Markdown in a text browser (one section per page of the main window).
class ManualDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ManualDialog(QWidget *parent = nullptr);

    /// The manual's Markdown source (empty if the resource is missing).
    static QString markdown();
    QTextBrowser *browser() const { return m_browser; }
    /// The translated line above the manual saying it is in English only; shown when the user
    /// interface is in another language (its text is translated), hidden in English.
    QLabel *languageNotice() const { return m_notice; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QTextBrowser *m_browser;
    QLabel *m_notice;
};

} // namespace ringlab::gui
