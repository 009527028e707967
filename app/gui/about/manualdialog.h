#pragma once

#include <QDialog>

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

protected:
    void changeEvent(QEvent *event) override;

private:
    QTextBrowser *m_browser;
};

} // namespace ringlab::gui
